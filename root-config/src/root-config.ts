import type { LifeCycles } from 'single-spa';
import { appForPath, appNames } from './routes';
import { preloadApp } from './preload-app';

// Each app is an import-map module exporting the single-spa lifecycles.
function loadApp(name: string): Promise<LifeCycles> {
  return import(/* webpackIgnore: true */ name) as Promise<LifeCycles>;
}

// The app of the first page is known now: fetch its modules before single-spa gets to it.
preloadApp(appForPath(window.location.pathname), window.location.pathname);

/** single-spa is imported after the preloads above start, so nothing waits for it before they are sent. */
async function main(): Promise<void> {
  const { addErrorHandler, registerApplication, start } = await import(/* webpackIgnore: true */ 'single-spa');
  for (const name of appNames) {
    registerApplication({ name, app: () => loadApp(name), activeWhen: (location) => appForPath(location.pathname) === name });
  }
  addErrorHandler((error) => console.error('Application error', error));
  start({ urlRerouteOnly: true });
}

void main();
