import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { FeatureFlagsProvider } from '@devis/platform';
import { createQueryClient } from './providers/query-client';
import { AppRoutes } from './app-routes';

/** The public app (anonymous links, no session); PlatformProvider wraps it in the entry file. */
export default function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <FeatureFlagsProvider>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
        </QueryClientProvider>
      </FeatureFlagsProvider>
    </BrowserRouter>
  );
}
