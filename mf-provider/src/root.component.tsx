import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { restoreSession, SessionProvider } from '@devis/platform/session';
import { createQueryClient } from './providers/query-client';
import { AppRoutes } from './app-routes';
import { preloadAppPath } from './app-pages';

// Opening /app/... directly: check the saved session and fetch the frame and the page now, in parallel.
restoreSession();
void preloadAppPath(window.location.pathname).catch(() => undefined);

/** The provider app (/login, /register, /auth/action, /app/**); PlatformProvider wraps it in the entry file. */
export default function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
        </QueryClientProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
