// What each package publishes: its import-map specifiers and the file (inside its version folder) each names.
import platformVersion from './platform-version.cjs';

export const { platformMajor, versionedPlatformSpecifier } = platformVersion;

export const appPackages = ['mf-landing', 'mf-provider', 'mf-client', 'mf-public'];
export const allPackages = ['platform', 'root-config', ...appPackages];

export const vendorModules = {
  react: 'vendor/react.js',
  'react/jsx-runtime': 'vendor/react-jsx-runtime.js',
  'react-dom': 'vendor/react-dom.js',
  'react-dom/client': 'vendor/react-dom-client.js',
  'single-spa': 'vendor/single-spa.js',
};

/** The platform's modules, as apps import them in their source. */
export const platformModules = { '@devis/platform': 'platform.js', '@devis/platform/session': 'session.js', '@devis/platform/pickers': 'pickers.js', '@devis/platform/forms': 'forms.js', '@devis/platform/query': 'query.js' };

/** Apps whose imports of @devis/platform resolve to a lighter platform entry (import-map scopes): app -> entry file. */
export const scopedPlatformEntries = { 'mf-landing': 'landing.js', 'mf-public': 'public-pages.js' };

/** Import-map scopes a package contributes: { scope prefix: { specifier: file in its version folder } }. */
export function packageScopes(name) {
  if (name !== 'platform') return {};
  const specifier = versionedPlatformSpecifier('@devis/platform');
  return Object.fromEntries(Object.entries(scopedPlatformEntries).map(([app, file]) => [`/apps/${app}/`, { [specifier]: file }]));
}

export function packageEntries(name) {
  if (name === 'platform') {
    return Object.fromEntries(Object.entries(platformModules).map(([specifier, file]) => [versionedPlatformSpecifier(specifier), file]));
  }
  if (name === 'root-config') return { '@devis/root-config': 'root-config.js', ...vendorModules };
  const app = name.replace(/^mf-/, '');
  return { [`@devis/${app}`]: `devis-${app}.js` };
}
