import { appLifecycles } from '@devis/platform';
// A static import: the shell preloads the entry's static graph with the platform (build/import-map.mjs), so the
// root component, its router and the session restore are downloaded in parallel instead of after the platform ran.
// single-spa loads this entry only on the provider's own paths.
import * as root from './root.component';

export const { bootstrap, mount, unmount } = appLifecycles(() => Promise.resolve(root));
