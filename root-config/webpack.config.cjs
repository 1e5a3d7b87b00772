const fs = require('fs');
const path = require('path');
const { sources } = require('webpack');
const { esmConfig } = require('../build/webpack-common.cjs');

const vendorSrc = path.join(__dirname, 'dist', '.vendor-src');

/**
 * ESM copy of a CommonJS package: every key of require(pkg) becomes a named export, plus a default export.
 * `externals` are the other React modules, so each is loaded once through the import map.
 */
function vendorConfig(specifier, file, externals) {
  const keys = Object.keys(require(specifier)).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');
  const source = [
    `const m = require(${JSON.stringify(specifier)});`,
    'export default m;',
    ...keys.map((key) => `export const ${key} = m.${key};`),
  ].join('\n');
  fs.mkdirSync(vendorSrc, { recursive: true });
  const entryFile = path.join(vendorSrc, `${file}.js`);
  fs.writeFileSync(entryFile, source + '\n');
  const config = esmConfig({ dir: __dirname, entry: { [`vendor/${file}`]: entryFile }, externals });
  config.name = file;
  return config;
}

/** Emits files copied as they are (or through `transform`): the index.html template and single-spa's own ESM build. */
class CopyFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyFilesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [to, { from, transform = (text) => text }] of Object.entries(this.files)) {
          // minimized: true keeps minimizers away; the HTML template's placeholders must survive as written.
          compilation.emitAsset(to, new sources.RawSource(transform(fs.readFileSync(from, 'utf8'))), { minimized: true });
        }
      });
    });
  }
}

/**
 * Development builds (the default; DEVIS_BUILD=production for production) carry import-map-overrides: the page's map
 * becomes an `overridable-importmap` that the library turns into the real one with the developer's overrides applied
 * (single map mode: the native import map allows one). Production pages have neither the script nor the UI.
 */
const development = (process.env.DEVIS_BUILD ?? 'development') === 'development';

function shellTemplate(html) {
  if (!development) return html.replace(/ *<!-- devtools(-ui)? -->\n/g, '');
  return html
    .replace('<script type="importmap">', '<script type="overridable-importmap">')
    .replace('<!-- devtools -->', '<script src="__SHELL_URL__vendor/import-map-overrides.js"></script>')
    .replace('<!-- devtools-ui -->', '<import-map-overrides-full show-when-local-storage="devtools"></import-map-overrides-full>');
}

const copied = {
  'index.html': { from: path.join(__dirname, 'src', 'index.html'), transform: shellTemplate },
  'vendor/single-spa.js': { from: require.resolve('single-spa/lib/es2015/esm/single-spa.min.js') },
  ...(development ? { 'vendor/import-map-overrides.js': { from: path.join(path.dirname(require.resolve('import-map-overrides')), 'import-map-overrides.js') } } : {}),
};

const shell = esmConfig({ dir: __dirname, entry: { 'root-config': './src/root-config.ts' }, externals: ['single-spa'] });
shell.name = 'root-config';
shell.plugins.push(new CopyFilesPlugin(copied));

module.exports = [
  shell,
  vendorConfig('react', 'react', []),
  vendorConfig('react/jsx-runtime', 'react-jsx-runtime', ['react']),
  vendorConfig('react-dom', 'react-dom', ['react']),
  vendorConfig('react-dom/client', 'react-dom-client', ['react', 'react-dom']),
];
