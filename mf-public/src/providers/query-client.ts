import { QueryClient } from '@tanstack/react-query';

/** One client per app mount; mutations report their own errors through toasts, so no retry storms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
