import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider, createQueryClient, type QueryClient } from '@devis/platform/query';
import { restoreSession, SessionProvider } from '@devis/platform/session';
import { createAppRouter } from './app-routes';

// Opening /app/... directly: the saved session is checked while the rest of the app loads.
restoreSession();

type AppRouter = ReturnType<typeof createAppRouter>;

function createApp(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(queryClient) };
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * Opening /app/... directly: the router starts now, while single-spa bootstraps and mounts the app, so the
 * route's loaders (the session, the page's first requests) and its page module are ready by the first mount.
 * React's first commit is then the page itself, without 'Chargement...' painted and replaced a moment later.
 */
let prepared: { app: ReturnType<typeof createApp>; at: string } | null = window.location.pathname.startsWith('/app') ? { app: createApp(), at: here() } : null;

/** The prepared app for the first mount if the page is still where it was prepared; otherwise a new one. */
function takeApp() {
  const taken = prepared;
  prepared = null;
  if (taken && taken.at === here()) return taken.app;
  taken?.app.router.dispose();
  return createApp();
}

/** The provider app (/login, /register, /auth/action, /app/**); the entry file wraps it in PlatformProvider. */
export default function Root() {
  // Created at mount (or taken from the preparation above), disposed at unmount: single-spa mounts the app again later.
  const [{ queryClient, router }] = useState(takeApp);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>
  );
}
