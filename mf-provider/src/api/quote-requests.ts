import { useEffect, useState } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Client, ProviderAnswerInput, Quote, QuoteRequest, QuoteRequestList, RequestFilter, RequestProposalInput } from '@devis/domain';
import { clientKeys } from './clients';
import { dashboardKeys } from './dashboard';
import { quoteKeys } from './quotes';

// Quote requests addressed to the provider (functions/API.md "Request loop"): the list, one request, refusing it,
// the requester's client row and the proposal for a request without a quote.

export const QUOTE_REQUESTS_PAGE_SIZE = 50;

export interface QuoteRequestsFilter {
  search: string;
  status: RequestFilter;
}

export const allRequests: QuoteRequestsFilter = { search: '', status: 'all' };

export const quoteRequestKeys = {
  all: ['quote-requests'] as const,
  lists: () => [...quoteRequestKeys.all, 'list'] as const,
  list: (filter: QuoteRequestsFilter) => [...quoteRequestKeys.lists(), filter] as const,
  detail: (id: string) => [...quoteRequestKeys.all, 'detail', id] as const,
};

const requestPath = (id: string) => `/api/quote-requests/${encodeURIComponent(id)}`;

export function getQuoteRequests(filter: QuoteRequestsFilter, cursor: string | null): Promise<QuoteRequestList> {
  const params = new URLSearchParams({ limit: String(QUOTE_REQUESTS_PAGE_SIZE), status: filter.status });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (cursor) params.set('cursor', cursor);
  return sessionApi.get<QuoteRequestList>(`/api/quote-requests?${params}`);
}

export const getQuoteRequest = (id: string) => sessionApi.get<QuoteRequest>(requestPath(id));
export const rejectQuoteRequest = ({ id, ...input }: ProviderAnswerInput & { id: string }) => sessionApi.post<QuoteRequest>(`${requestPath(id)}/reject`, input);
/** The provider's client row for the requester, made when missing (the proposal screen preselects it). */
export const ensureRequesterClient = (id: string) => sessionApi.post<Client>(`${requestPath(id)}/client`);
export const proposeForRequest = ({ id, ...input }: RequestProposalInput & { id: string }) => sessionApi.post<Quote>(`${requestPath(id)}/proposal`, input);

export const quoteRequestsQuery = (filter: QuoteRequestsFilter) =>
  infiniteQueryOptions({
    queryKey: quoteRequestKeys.list(filter),
    queryFn: ({ pageParam }) => getQuoteRequests(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Impossible de charger les demandes de devis' },
  });

export const quoteRequestQuery = (id: string) =>
  queryOptions({ queryKey: quoteRequestKeys.detail(id), queryFn: () => getQuoteRequest(id), meta: { errorMessage: 'Impossible de charger la demande de devis' } });

/** An answer changes the requests, the quotes (badges) and the dashboard. */
export function refreshRequestLoop(queryClient: QueryClient) {
  return Promise.all([quoteRequestKeys.all, quoteKeys.all, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRejectQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectQuoteRequest,
    meta: { errorMessage: (error) => error.message || 'Impossible de traiter la demande' },
    onSuccess: () => refreshRequestLoop(queryClient),
  });
}

/**
 * The provider's client row for a request's requester, made when missing (idempotent), asked once per request id:
 * the proposal screen preselects it, and a copy of the client's quote starts with it. `row` is null while it loads
 * (or without a request id); `failed` once it could not be had (the query client toasts why).
 */
export function useRequesterRow(requestId: string | null): { row: Client | null; failed: boolean } {
  const queryClient = useQueryClient();
  const { mutate, isError } = useMutation({
    mutationFn: ensureRequesterClient,
    meta: { errorMessage: 'Impossible de charger les données' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
  // Kept with the request it belongs to: another request id never shows the previous requester's row.
  const [found, setFound] = useState<{ requestId: string; row: Client } | null>(null);
  useEffect(() => {
    if (requestId) mutate(requestId, { onSuccess: (row) => setFound({ requestId, row }) });
  }, [requestId, mutate]);
  return { row: found && found.requestId === requestId ? found.row : null, failed: isError };
}

export function useProposeForRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeForRequest,
    meta: { errorTitle: 'Erreur lors de la création', errorMessage: (error) => error.message || 'Impossible de créer la proposition de devis' },
    onSuccess: () => Promise.all([refreshRequestLoop(queryClient), queryClient.invalidateQueries({ queryKey: clientKeys.all })]),
  });
}
