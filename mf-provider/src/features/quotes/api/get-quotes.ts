import { useInfiniteQuery } from '@tanstack/react-query';
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

export function useQuotes(query: QuotesQuery) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [quotesPath, query],
    queryFn: ({ pageParam }) => getQuotes(api, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
