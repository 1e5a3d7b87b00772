// The @devis/platform/query in-browser module: TanStack Query, once per page for every app (a second copy in an
// app would not see this one's client), and the query client with the error toasts read from each request's meta.
export {
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
export { createQueryClient, type RequestMeta } from './create-query-client';
