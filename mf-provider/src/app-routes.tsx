import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { CenteredMessage, NotFoundPage, PageError, routerWindow } from '@devis/platform';
import type { QueryClient } from '@devis/platform/query';
import { readSession } from '@devis/platform/session';
import { RequireProvider, isConfirmedProvider } from './features/auth/components/require-provider';
import { LOGOUT_PATH, LogoutPage } from './features/auth/components/logout-page';
// Every /app page renders in the frame: part of the app's first download, not a chunk fetched after it.
import ProviderFrame from './components/provider-frame';
import HelpAccess from './features/help/components/help-access';
import { CLIENT_PICKER_SIZE, clientsQuery } from './api/clients';
import { dashboardQuery } from './api/dashboard';
import { planStatusQuery } from './api/billing';
import { profileQuery } from './api/profile';
import { quoteQuery, quoteReviewQuery, quotesFilterOf, quotesQuery } from './api/quotes';
import { allRequests, quoteRequestQuery, quoteRequestsQuery } from './api/quote-requests';
import { SERVICE_PICKER_SIZE, servicesQuery } from './api/services';
import { conversationQuery, conversationsQuery, messagesQuery } from './api/conversations';

/**
 * A page module, downloaded when its route is first visited (while its loader runs). A chunk named `page:<path>`
 * is preloaded by the shell when the page is opened at that path (build/build-package.mjs, `pages`).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => ({ Component: async () => (await load()).default });

/**
 * The loader of a /app page: waits for the session, then, for a confirmed provider, starts the page's first
 * requests. They are not awaited: the page renders meanwhile and shows them as they arrive (its render
 * overlaps the network); failures are toasted by the query client from each query's meta.
 */
function whenProvider(start: (queryClient: QueryClient, url: URL) => unknown) {
  return (queryClient: QueryClient) =>
    async ({ request }: LoaderFunctionArgs) => {
      if (isConfirmedProvider(await readSession())) void start(queryClient, new URL(request.url));
      return null;
    };
}

const loaders = {
  dashboard: whenProvider((qc) => Promise.all([qc.prefetchQuery(dashboardQuery()), qc.prefetchQuery(planStatusQuery())])),
  quotes: whenProvider((qc, url) => qc.prefetchInfiniteQuery(quotesQuery(quotesFilterOf(url.searchParams)))),
  quoteForm: whenProvider((qc, url) => {
    const editId = url.searchParams.get('edit');
    // A copy ('?duplicate=') is a new quote: its source, and the plan's limit like any new quote.
    const sourceId = editId ?? url.searchParams.get('duplicate');
    return Promise.all([
      // The pickers' first pages (no search yet).
      qc.prefetchInfiniteQuery(clientsQuery('', CLIENT_PICKER_SIZE)),
      qc.prefetchInfiniteQuery(servicesQuery('', SERVICE_PICKER_SIZE)),
      qc.prefetchQuery(profileQuery()),
      sourceId && qc.prefetchQuery(quoteQuery(sourceId)),
      editId || qc.prefetchQuery(planStatusQuery()),
    ]);
  }),
  clients: whenProvider((qc) => qc.prefetchInfiniteQuery(clientsQuery())),
  services: whenProvider((qc) => qc.prefetchInfiniteQuery(servicesQuery())),
  profile: whenProvider((qc) => Promise.all([qc.prefetchQuery(profileQuery()), qc.prefetchQuery(planStatusQuery())])),
  quoteRequests: whenProvider((qc) => qc.prefetchInfiniteQuery(quoteRequestsQuery(allRequests))),
  messages: whenProvider((qc) => qc.prefetchInfiniteQuery(conversationsQuery())),
  conversation: whenProvider((qc, url) => {
    const id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    return Promise.all([qc.prefetchQuery(conversationQuery(id)), qc.prefetchInfiniteQuery(messagesQuery(id))]);
  }),
  review: whenProvider((qc, url) => qc.prefetchQuery(quoteReviewQuery(decodeURIComponent(url.pathname.split('/')[3] ?? '')))),
  proposal: whenProvider((qc, url) => {
    const quoteId = url.searchParams.get('quoteId');
    const requestId = url.searchParams.get('from_request');
    return Promise.all([qc.prefetchInfiniteQuery(servicesQuery('', SERVICE_PICKER_SIZE)), quoteId ? qc.prefetchQuery(quoteReviewQuery(quoteId)) : null, requestId ? qc.prefetchQuery(quoteRequestQuery(requestId)) : null]);
  }),
};

/** The provider app's routes: /login, /register, /auth/action and /app/** inside the guard and the frame. */
export function createAppRouter(queryClient: QueryClient) {
  // routerWindow reads the router's location at each popstate, long after this assignment.
  const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter([
    {
      hydrateFallbackElement: <CenteredMessage text="Chargement..." />,
      errorElement: <PageError />,
      children: [
        { path: '/login', lazy: page(() => import(/* webpackChunkName: "page:/login" */ './features/auth/components/login-page')) },
        { path: '/register', lazy: page(() => import(/* webpackChunkName: "page:/register" */ './features/auth/components/register-page')) },
        { path: '/auth/action', lazy: page(() => import('./features/auth/components/email-action-page')) },
        // Outside the provider guard: it runs while the session ends.
        { path: LOGOUT_PATH, element: <LogoutPage /> },
        {
          path: '/app',
          // The guard renders once the saved session is known, without a loading screen of its own.
          loader: async () => {
            await readSession();
            return null;
          },
          children: [
            // Open to all: the landing links to it (HelpAccess puts a provider through the guard and the frame).
            { path: 'aide', Component: HelpAccess, children: [{ index: true, lazy: page(() => import(/* webpackChunkName: "page:/app/aide" */ './features/help/components/help-page')) }] },
            {
              element: <RequireProvider />,
              children: [
                {
                  Component: ProviderFrame,
                  children: [
                    { index: true, lazy: page(() => import(/* webpackChunkName: "page:/app" */ './features/dashboard/components/dashboard-page')), loader: loaders.dashboard(queryClient) },
                    { path: 'quotes', lazy: page(() => import(/* webpackChunkName: "page:/app/quotes" */ './features/quotes/components/quotes-page')), loader: loaders.quotes(queryClient) },
                    { path: 'quotes/new', lazy: page(() => import(/* webpackChunkName: "page:/app/quotes/new" */ './features/quote-form/components/quote-form-page')), loader: loaders.quoteForm(queryClient) },
                    { path: 'clients', lazy: page(() => import(/* webpackChunkName: "page:/app/clients" */ './features/clients/components/clients-page')), loader: loaders.clients(queryClient) },
                    { path: 'services', lazy: page(() => import(/* webpackChunkName: "page:/app/services" */ './features/services/components/services-page')), loader: loaders.services(queryClient) },
                    { path: 'profile', lazy: page(() => import(/* webpackChunkName: "page:/app/profile" */ './features/profile/components/profile-page')), loader: loaders.profile(queryClient) },
                    { path: 'demandes-devis', lazy: page(() => import(/* webpackChunkName: "page:/app/demandes-devis" */ './features/quote-requests/components/quote-requests-page')), loader: loaders.quoteRequests(queryClient) },
                    { path: 'messages', lazy: page(() => import(/* webpackChunkName: "page:/app/messages" */ './features/messages/components/messages-page')), loader: loaders.messages(queryClient) },
                    {
                      path: 'messages/:conversationId',
                      lazy: page(() => import('./features/messages/components/conversation-page')),
                      loader: loaders.conversation(queryClient),
                    },
                    { path: 'quote-proposal/new', lazy: page(() => import('./features/quote-proposal/components/quote-proposal-page')), loader: loaders.proposal(queryClient) },
                    { path: 'quotes/:quoteId/review', lazy: page(() => import('./features/quote-review/components/quote-review-page')), loader: loaders.review(queryClient) },
                    { path: '*', element: <NotFoundPage /> },
                  ],
                },
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
