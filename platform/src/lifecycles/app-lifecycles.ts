import { PlatformProvider } from '../provider/platform-provider';
import { createLifecycles } from './create-lifecycles';

/**
 * An app's whole entry file: `export const { bootstrap, mount, unmount } = appLifecycles(() => import('./root.component'));`
 * The root component renders inside PlatformProvider (theme, toasts).
 */
export const appLifecycles = createLifecycles(PlatformProvider);
