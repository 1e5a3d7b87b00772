import { appLifecycles } from '@devis/platform';

// single-spa lifecycles only; the root component loads lazily so this entry stays tiny.
export const { bootstrap, mount, unmount } = appLifecycles(() => import('./root.component'));
