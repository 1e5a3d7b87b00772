import { PlatformProvider } from '@devis/platform';
import { reactLifecycles } from './lib/react-lifecycles';

// single-spa lifecycles only; the root component loads lazily so this entry stays tiny.
const lifecycles = reactLifecycles(() =>
  import('./root.component').then(({ default: Root }) => {
    return function DevisLanding() {
      return (
        <PlatformProvider>
          <Root />
        </PlatformProvider>
      );
    };
  }),
);

export const { bootstrap, mount, unmount } = lifecycles;
