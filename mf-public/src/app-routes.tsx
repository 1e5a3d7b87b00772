import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type LoaderFunctionArgs } from 'react-router';
import { CenteredMessage, loadFeatureFlags, NotFoundPage, PageError, routerWindow } from '@devis/platform';
import type { QueryClient } from '@devis/platform/query';
import { isPublicId } from '@devis/domain';
import { ProviderPageGate } from './components/provider-page-gate';
import { publicQuoteQuery, sharedQuoteQuery } from './api/public-quotes';
import { basketQuoteQuery, publicPageQuery } from './api/public-provider';

/** A page module, downloaded when its route is first visited (while its loader runs). */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Component: async () => (await load()).default });

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
  // routerWindow reads the router's location at each popstate, long after this assignment.
  const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter([
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
            // With a token: a sent quote's link; without: a quote the visitor built on a public provider page.
            if (shared?.token) void queryClient.prefetchQuery(sharedQuoteQuery(shared.publicId, shared.token));
            else if (shared) void queryClient.prefetchQuery(basketQuoteQuery(shared.publicId));
            return null;
          },
        },
        { path: '/public-quote', lazy: page(() => import('./features/public-quote/components/quote-link-page')) },
        {
          // Exists only while PUBLIC_PROVIDER is on (the gate shows the 404 page otherwise).
          path: '/p/:publicId',
          element: (
            <ProviderPageGate>
              <Outlet />
            </ProviderPageGate>
          ),
          children: [
            {
              index: true,
              lazy: page(() => import('./features/public-provider/components/provider-page')),
              loader: (args) => {
                const provider = link(args);
                if (!provider) return null;
                void loadFeatureFlags().then(async (flags) => {
                  if (flags.PUBLIC_PROVIDER) await queryClient.prefetchQuery(publicPageQuery(provider.publicId));
                });
                return null;
              },
            },
          ],
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
  ], { window: routerWindow(() => router.state.location.key) });
  return router;
}
