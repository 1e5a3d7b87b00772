import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { CenteredMessage, NotFoundPage, PageError, routerWindow } from '@devis/platform';
import type { QueryClient } from '@devis/platform/query';
import { readSession } from '@devis/platform/session';
import { RequireClient } from './features/auth/components/require-client';
import { clientQuotesQuery, dashboardQuery } from './api/client-quotes';
import { directoryQuery, providerQuery, recentProvidersQuery } from './api/providers';
import { meQuery } from './api/account';
import { conversationQuery, conversationsQuery, messagesQuery } from './api/conversations';

/** A page module, downloaded when its route is first visited (while its loader runs). */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Component: async () => (await load()).default });

/**
 * The loader of a /client page: waits for the session, then, for a signed-in client, starts the page's first
 * requests without awaiting them (the page renders meanwhile; failures are toasted from each query's meta).
 */
function whenClient(start: (queryClient: QueryClient, params: Record<string, string | undefined>) => unknown) {
  return (queryClient: QueryClient) =>
    async ({ params }: LoaderFunctionArgs) => {
      const session = await readSession();
      if (session.status === 'signed-in' && session.user?.role === 'client') void start(queryClient, params);
      return null;
    };
}

const loaders = {
  dashboard: whenClient((qc) => qc.prefetchQuery(dashboardQuery())),
  quotes: whenClient((qc) => qc.prefetchInfiniteQuery(clientQuotesQuery())),
  providers: whenClient((qc) => qc.prefetchInfiniteQuery(directoryQuery())),
  provider: whenClient((qc, params) => qc.prefetchQuery(providerQuery(params['providerId'] ?? ''))),
  wizard: whenClient((qc) => qc.prefetchQuery(recentProvidersQuery())),
  account: whenClient((qc) => qc.prefetchQuery(meQuery())),
  conversations: whenClient((qc) => qc.prefetchInfiniteQuery(conversationsQuery())),
  conversation: whenClient((qc, params) => {
    const id = params['conversationId'] ?? '';
    return Promise.all([qc.prefetchQuery(conversationQuery(id)), qc.prefetchInfiniteQuery(messagesQuery(id))]);
  }),
};

/**
 * The client app's routes: /client/login and /client/** inside the guard and the frame. A page that shows data
 * gets a loader that waits for the session and starts its queries (see README.md, "Adding a screen").
 */
export function createAppRouter(queryClient: QueryClient) {
  // routerWindow reads the router's location at each popstate, long after this assignment.
  const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter([
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
                { index: true, lazy: page(() => import('./features/dashboard/components/dashboard-page')), loader: loaders.dashboard(queryClient) },
                { path: 'create-quote', lazy: page(() => import('./features/create-quote/components/create-quote-page')), loader: loaders.wizard(queryClient) },
                { path: 'quotes', lazy: page(() => import('./features/quotes/components/client-quotes-page')), loader: loaders.quotes(queryClient) },
                { path: 'providers', lazy: page(() => import('./features/providers/components/providers-page')), loader: loaders.providers(queryClient) },
                { path: 'providers/:providerId', lazy: page(() => import('./features/providers/components/provider-page')), loader: loaders.provider(queryClient) },
                {
                  path: 'providers/:providerId/quote',
                  lazy: page(() => import('./features/create-quote/components/create-quote-page')),
                  loader: loaders.wizard(queryClient),
                },
                { path: 'messages', lazy: page(() => import('./features/conversations/components/conversations-page')), loader: loaders.conversations(queryClient) },
                {
                  path: 'messages/:conversationId',
                  lazy: page(() => import('./features/conversations/components/conversation-page')),
                  loader: loaders.conversation(queryClient),
                },
                {
                  path: 'compte',
                  lazy: page(() => import('./features/account/components/account-page')),
                  loader: loaders.account(queryClient),
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ], { window: routerWindow(() => router.state.location.key) });
  return router;
}
