import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@devis/platform/session';
import { createQueryClient } from './providers/query-client';
import { AppRoutes } from './app-routes';

/** The client app (/client/**); PlatformProvider wraps it in the entry file. */
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
