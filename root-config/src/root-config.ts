import type { LifeCycles } from 'single-spa';
import { loadFeatureFlags } from '../../platform/src/feature-flags/load-feature-flags';
import { appForPath, appNames, type RouteOptions } from './routes';
import { hideNotFound, showNotFound } from './not-found';
import { preloadApp } from './preload-app';

// Each app is an import-map module exporting the single-spa lifecycles.
function loadApp(name: string): Promise<LifeCycles> {
  return import(/* webpackIgnore: true */ name) as Promise<LifeCycles>;
}

// Flags start at their defaults: /p/:publicId is not routed until the server says PUBLIC_PROVIDER is on.
const options: RouteOptions = { publicProvider: false };
let flagsLoaded = false;

/** Only /p/... depends on a flag; every other route is decided (and mounted) without waiting for it. */
function waitsForFlags(pathname: string): boolean {
  return !flagsLoaded && pathname.startsWith('/p/');
}

function showOwnerOrNotFound(): void {
  const { pathname } = window.location;
  if (appForPath(pathname, options) || waitsForFlags(pathname)) hideNotFound();
  else showNotFound();
}

// The app of the first page is known now: fetch its modules before single-spa gets to it.
const firstApp = appForPath(window.location.pathname, options);
if (firstApp) preloadApp(firstApp);

/** single-spa is imported after the preloads above start, so nothing waits for it before they are sent. */
async function main(): Promise<void> {
  const { addErrorHandler, registerApplication, start, triggerAppChange } = await import(/* webpackIgnore: true */ 'single-spa');
  for (const name of appNames) {
    registerApplication({ name, app: () => loadApp(name), activeWhen: (location) => appForPath(location.pathname, options) === name });
  }
  window.addEventListener('single-spa:before-routing-event', showOwnerOrNotFound);
  addErrorHandler((error) => console.error('Application error', error));
  start({ urlRerouteOnly: true });
  showOwnerOrNotFound();

  void loadFeatureFlags().then((flags) => {
    options.publicProvider = flags.PUBLIC_PROVIDER;
    flagsLoaded = true;
    void triggerAppChange();
    showOwnerOrNotFound();
  });
}

void main();
