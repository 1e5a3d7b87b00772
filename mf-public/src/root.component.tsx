import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider, createQueryClient } from '@devis/platform/query';
import { createAppRouter } from './app-routes';

/** The public app (anonymous links, no session); the entry file wraps it in PlatformProvider. */
export default function Root() {
  const [queryClient] = useState(createQueryClient);
  // Created at mount (its loaders start at once), disposed at unmount: single-spa mounts the app again later.
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => () => router.dispose(), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
