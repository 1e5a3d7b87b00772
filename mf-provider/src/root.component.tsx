import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider, createQueryClient } from '@devis/platform/query';
import { restoreSession, SessionProvider } from '@devis/platform/session';
import { createAppRouter } from './app-routes';

// Opening /app/... directly: the saved session is checked while the rest of the app loads.
restoreSession();

/** The provider app (/login, /register, /auth/action, /app/**); the entry file wraps it in PlatformProvider. */
export default function Root() {
  const [queryClient] = useState(createQueryClient);
  // Created at mount (its loaders start at once), disposed at unmount: single-spa mounts the app again later.
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => () => router.dispose(), [router]);
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>
  );
}
