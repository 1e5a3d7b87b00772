import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { CenteredMessage, ComingSoon, NotFoundPage, PageError } from '@devis/platform';
import type { QueryClient } from '@devis/platform/query';
import { isPublicId } from '@devis/domain';
import { ProviderPageGate } from './components/provider-page-gate';
import { publicQuoteQuery, sharedQuoteQuery } from './api/public-quotes';

/** A page module, downloaded when its route is first visited (while its loader runs). */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Component: async () => (await load()).default });

// Placeholders until the public pages land in src/features (replace the element, keep the path).
const soon = 'Cette page arrive bientôt.';

/** The link's id and token, when the id is a real public id. */
function link({ params, request }: LoaderFunctionArgs) {
  const publicId = params.publicId ?? '';
  return isPublicId(publicId) ? { publicId, token: new URL(request.url).searchParams.get('t') } : null;
}

/**
 * The public app's routes: anonymous quote links and the public provider page. The loaders start the quote's
 * request while the page downloads (not awaited: the page shows 'Chargement...' and then the quote or the error).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      lazy: page(() => import('./components/public-frame')),
      hydrateFallbackElement: <CenteredMessage text="Chargement..." />,
      errorElement: <PageError />,
      children: [
        {
          path: '/c/quotes/:publicId',
          lazy: page(() => import('./features/public-quote/components/shared-quote-page')),
          loader: (args) => {
            const shared = link(args);
            if (shared) void queryClient.prefetchQuery(sharedQuoteQuery(shared.publicId, shared.token));
            return null;
          },
        },
        { path: '/public-quote', element: <ComingSoon title="Devis" description={soon} /> },
        {
          path: '/p/:publicId',
          element: (
            <ProviderPageGate>
              <ComingSoon title="Prestataire" description={soon} />
            </ProviderPageGate>
          ),
        },
        {
          path: '/:publicId',
          lazy: page(() => import('./features/public-quote/components/public-quote-page')),
          loader: (args) => {
            const quote = link(args);
            if (quote?.token) void queryClient.prefetchQuery(publicQuoteQuery(quote.publicId, quote.token));
            return null;
          },
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
