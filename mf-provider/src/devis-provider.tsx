import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProvider } from '@devis/platform';

// single-spa lifecycles only; the root component loads lazily so this entry stays tiny.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  loadRootComponent: () =>
    import('./root.component').then(({ default: Root }) => {
      return function DevisProvider() {
        return (
          <PlatformProvider>
            <Root />
          </PlatformProvider>
        );
      };
    }),
  errorBoundary: () => <p role="alert">Une erreur est survenue. Veuillez recharger la page.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
