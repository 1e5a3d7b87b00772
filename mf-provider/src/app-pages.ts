import type { QueryClient } from '@tanstack/react-query';
import type { SessionApi } from '@devis/platform/session';
import { prefetchQuotes } from './features/quotes/api/get-quotes';
import { preloadablePage, type PreloadablePage } from './preloadable-page';

// The /app area's frame and pages, fetched ahead of their render (see preloadable-page.tsx).
export const providerFrame = preloadablePage(() => import('./components/provider-frame'));

export const appPages = {
  dashboard: preloadablePage(() => import('./features/dashboard/components/dashboard-page')),
  quotes: preloadablePage(() => import('./features/quotes/components/quotes-page')),
  quoteForm: preloadablePage(() => import('./features/quote-form/components/quote-form-page')),
  clients: preloadablePage(() => import('./features/clients/components/clients-page')),
  services: preloadablePage(() => import('./features/services/components/services-page')),
  profile: preloadablePage(() => import('./features/profile/components/profile-page')),
  help: preloadablePage(() => import('./features/help/components/help-page')),
} satisfies Record<string, PreloadablePage>;

/** The page a path under /app opens directly (the routes of app-routes.tsx); null for the others. */
function pageForPath(pathname: string): PreloadablePage | null {
  const rest = pathname.replace(/\/+$/, '');
  switch (rest) {
    case '/app':
      return appPages.dashboard;
    case '/app/quotes':
      return appPages.quotes;
    case '/app/quotes/new':
      return appPages.quoteForm;
    case '/app/clients':
      return appPages.clients;
    case '/app/services':
      return appPages.services;
    case '/app/profile':
      return appPages.profile;
    case '/app/aide':
      return appPages.help;
    default:
      return null;
  }
}

/** Downloads the frame and the page of a /app path in parallel (nothing for other paths). */
export function preloadAppPath(pathname: string): Promise<unknown> {
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return Promise.resolve();
  return Promise.all([providerFrame.preload(), pageForPath(pathname)?.preload()]);
}

/** Requests the data a /app path shows first, before its page renders (the session is ready). */
export function prefetchAppData(pathname: string, queryClient: QueryClient, api: Pick<SessionApi, 'get'>): void {
  if (pageForPath(pathname) === appPages.quotes) void prefetchQuotes(queryClient, api);
}
