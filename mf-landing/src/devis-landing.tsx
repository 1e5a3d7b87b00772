import { appLifecycles } from '@devis/platform';

// single-spa lifecycles only; the root component loads lazily so this entry stays tiny. In the browser
// @devis/platform is platform/src/landing.ts here (import-map scope): the landing's lighter provider, no toasts.
export const { bootstrap, mount, unmount } = appLifecycles(() => import('./root.component'));
