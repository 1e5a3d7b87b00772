import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { loadFeatureFlags } from '../../platform/src/feature-flags/load-feature-flags';
import { appForPath, appNames, type RouteOptions } from './routes';
import { hideNotFound, showNotFound } from './not-found';

// Each app is an import-map module exporting the single-spa lifecycles.
function loadApp(name: string): Promise<LifeCycles> {
  return import(/* webpackIgnore: true */ name) as Promise<LifeCycles>;
}

function showOwnerOrNotFound(options: RouteOptions): void {
  if (appForPath(window.location.pathname, options)) hideNotFound();
  else showNotFound();
}

async function boot(): Promise<void> {
  // Flags first: /p/:publicId must not be routed while PUBLIC_PROVIDER is off.
  const flags = await loadFeatureFlags();
  const options: RouteOptions = { publicProvider: flags.PUBLIC_PROVIDER };
  for (const name of appNames) {
    registerApplication({ name, app: () => loadApp(name), activeWhen: (location) => appForPath(location.pathname, options) === name });
  }
  window.addEventListener('single-spa:before-routing-event', () => showOwnerOrNotFound(options));
  addErrorHandler((error) => console.error('Application error', error));
  start({ urlRerouteOnly: true });
  showOwnerOrNotFound(options);
}

void boot();
