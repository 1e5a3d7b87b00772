import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage, PageError } from '@devis/platform';
import type { QueryClient } from '@devis/platform/query';
import { readSession } from '@devis/platform/session';
import { RequireClient } from './features/auth/components/require-client';

/** A page module, downloaded when its route is first visited (while its loader runs). */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Component: async () => (await load()).default });

/**
 * The client app's routes: /client/login and /client/** inside the guard and the frame. A page that shows data
 * gets a loader that waits for the session and starts its queries (see README.md, "Adding a screen").
 */
// queryClient: for the loaders of the pages that show data (none yet: every page is still to come).
export function createAppRouter(_queryClient: QueryClient) {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <CenteredMessage text="Chargement..." />,
      errorElement: <PageError />,
      children: [
        { path: '/client/login', lazy: page(() => import('./features/auth/components/client-login-page')) },
        {
          path: '/client',
          element: <RequireClient />,
          // The spec's waiting screen while the saved session is checked.
          hydrateFallbackElement: <CenteredMessage key="checking" text="Vérification de l'authentification..." />,
          loader: async () => {
            await readSession();
            return null;
          },
          children: [
            {
              lazy: page(() => import('./components/client-frame')),
              children: [
                { index: true, element: <ComingSoon title="Accueil" /> },
                { path: 'create-quote', element: <ComingSoon title="Créer un devis" /> },
                { path: 'quotes', element: <ComingSoon title="Mes Devis" /> },
                { path: 'providers', element: <ComingSoon title="Prestataires" /> },
                { path: 'providers/:providerId', element: <ComingSoon title="Prestataire" /> },
                { path: 'providers/:providerId/quote', element: <ComingSoon title="Demander un devis" /> },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
