import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { QuoteList, QuoteStatus, QuoteSummary } from '@devis/domain';

export type { QuoteSummary };
export type QuoteStatusFilter = QuoteStatus | 'all';

export interface QuotesQuery {
  search: string;
  status: QuoteStatusFilter;
}

/** Server pagination keeps the first render fast with thousands of quotes. */
export const QUOTES_PAGE_SIZE = 50;
export const quotesPath = '/api/quotes';

export function getQuotes(api: Pick<SessionApi, 'get'>, query: QuotesQuery, cursor: string | null): Promise<QuoteList> {
  const params = new URLSearchParams({ limit: String(QUOTES_PAGE_SIZE) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status !== 'all') params.set('status', query.status);
  if (cursor) params.set('cursor', cursor);
  return api.get<QuoteList>(`${quotesPath}?${params}`);
}

function quotesQueryOptions(api: Pick<SessionApi, 'get'>, query: QuotesQuery) {
  return {
    queryKey: [quotesPath, query],
    queryFn: ({ pageParam }: { pageParam: string | null }) => getQuotes(api, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: QuoteList) => last.nextCursor,
  };
}

export function useQuotes(query: QuotesQuery) {
  const api = useApi();
  return useInfiniteQuery(quotesQueryOptions(api, query));
}

/** The list's first page as the page first asks for it: requested while the page itself still loads. */
export function prefetchQuotes(queryClient: QueryClient, api: Pick<SessionApi, 'get'>): Promise<void> {
  return queryClient.prefetchInfiniteQuery(quotesQueryOptions(api, { search: '', status: 'all' }));
}
