import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import { ApiError } from '@devis/platform';
import { sendMessages, type CounterProposalInput, type ProviderAnswerInput, type QuoteReview, type Quote, type QuoteInput, type QuoteList, type QuoteStatus, type SendQuoteInput, type SendQuoteResult } from '@devis/domain';
import { dashboardKeys } from './dashboard';
import { listUrl } from './lists';
// Used inside hooks only (the two modules import each other).
import { quoteRequestKeys } from './quote-requests';
import { billingKeys, planLimitOr } from './billing';

// The provider's quotes (API.md "Provider workspace" and "Sending, PDF, public quote").

export type QuoteStatusFilter = QuoteStatus | 'all';

export interface QuotesFilter {
  search: string;
  status: QuoteStatusFilter;
}

/** The statuses the list's filter offers (spec). */
export const QUOTE_STATUS_FILTERS = ['all', 'draft', 'sent', 'accepted', 'rejected'] as const satisfies readonly QuoteStatusFilter[];

/** `/app/quotes?search=…&status=…`: the list's filter lives in its URL, so a reload or Back shows the same list. */
export function quotesFilterOf(params: URLSearchParams): QuotesFilter {
  const status = params.get('status');
  return { search: params.get('search') ?? '', status: QUOTE_STATUS_FILTERS.find((s) => s === status) ?? 'all' };
}

/** Server pagination keeps the first render fast with thousands of quotes. */
export const QUOTES_PAGE_SIZE = 50;

export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (filter: QuotesFilter) => [...quoteKeys.lists(), filter] as const,
  detail: (id: string) => [...quoteKeys.all, 'detail', id] as const,
};

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

export function getQuotes(filter: QuotesFilter, cursor: string | null): Promise<QuoteList> {
  return sessionApi.get<QuoteList>(listUrl('/api/quotes', { ...filter, limit: QUOTES_PAGE_SIZE, cursor }));
}

export function getQuote(id: string): Promise<Quote> {
  return sessionApi.get<Quote>(quotePath(id));
}

/** Creates a draft (no id) or updates a draft or sent quote; the server recomputes every total. */
export function saveQuote(input: QuoteInput, id: string | null): Promise<Quote> {
  return id ? sessionApi.put<Quote>(quotePath(id), input) : sessionApi.post<Quote>('/api/quotes', input);
}

export function deleteQuote(id: string): Promise<void> {
  return sessionApi.del<void>(quotePath(id));
}

/** POST /fn/sendQuote: the server emails the client and answers the public link. */
export function sendQuote(input: SendQuoteInput): Promise<SendQuoteResult> {
  return sessionApi.post<SendQuoteResult>('/fn/sendQuote', input);
}

/** The expiry job the list runs when it loads (spec); answers how many quotes it expired. */
export function expireQuotes(): Promise<{ expired: number }> {
  return sessionApi.post<{ expired: number }>('/api/jobs/expire-quotes');
}

interface PdfAnswer {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** POST /fn/generateQuotePdf; the platform client asks for JSON, so the bytes come back in base64. */
export async function getQuotePdf(quoteId: string): Promise<Blob> {
  const answer = await sessionApi.post<PdfAnswer>('/fn/generateQuotePdf', { quoteId, format: 'pdf' });
  if (!answer?.dataBase64) throw new Error('empty PDF answer');
  const bytes = Uint8Array.from(atob(answer.dataBase64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

export const quotesQuery = (filter: QuotesFilter) =>
  infiniteQueryOptions({
    queryKey: quoteKeys.list(filter),
    queryFn: ({ pageParam }) => getQuotes(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Impossible de charger les devis' },
  });

export const quoteQuery = (id: string) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => getQuote(id), meta: { errorMessage: 'Impossible de charger les détails du devis' } });

/** A quote change shows in the lists, the quote itself, the dashboard and this month's count of the plan. */
export function refreshQuotes(queryClient: QueryClient) {
  return Promise.all([quoteKeys.all, dashboardKeys.all, billingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveQuote(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) => saveQuote(input, id),
    meta: { errorMessage: (error) => error.message || "Impossible d'enregistrer le devis" },
    onSuccess: () => refreshQuotes(queryClient),
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    meta: { errorMessage: 'Impossible de supprimer le devis' },
    onSuccess: () => refreshQuotes(queryClient),
  });
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    meta: { errorMessage: sendMessages.sendFailed },
    onSuccess: () => refreshQuotes(queryClient),
  });
}

// Client-created quotes: the review page and the provider's answers (functions/API.md "Request loop").

export const reviewKeys = {
  detail: (id: string) => [...quoteKeys.all, 'review', id] as const,
};

export const getQuoteReview = (id: string) => sessionApi.get<QuoteReview>(`${quotePath(id)}/review`);
export const answerQuote = ({ id, action, ...input }: ProviderAnswerInput & { id: string; action: 'accept' | 'reject' }) => sessionApi.post<Quote>(`${quotePath(id)}/${action}`, input);
export const counterPropose = ({ id, ...input }: CounterProposalInput & { id: string }) => sessionApi.post<Quote>(`${quotePath(id)}/counter-proposal`, input);

/** errorMessage: the review page's and the proposal screen's own texts. */
export const quoteReviewQuery = (id: string, errorMessage = 'Impossible de charger les données du devis') =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: () => getQuoteReview(id),
    meta: { errorMessage },
    retry: false,
    // The loader's failed attempt is the page's answer: no second request (and second toast) when the page mounts.
    retryOnMount: false,
  });

/** Accept or refuse a client's quote as it is; each caller toasts its own message on failure (accept and refuse differ). */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuote,
    onSuccess: () => Promise.all([refreshQuotes(queryClient), queryClient.invalidateQueries({ queryKey: quoteRequestKeys.all })]),
    // A refusal (409: answered from another tab meanwhile) shows the outcome that won, not stale buttons.
    onError: () => refreshQuotes(queryClient),
  });
}

export function useCounterPropose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: counterPropose,
    meta: { errorTitle: 'Erreur lors de la modification', errorMessage: (error) => error.message || 'Impossible de créer la proposition de devis' },
    onSuccess: () => Promise.all([refreshQuotes(queryClient), queryClient.invalidateQueries({ queryKey: quoteRequestKeys.all })]),
    onError: () => refreshQuotes(queryClient),
  });
}

/** The toast text of a failed answer: the server's refusal when it gives one (409, 404), else the spec's text. */
export function answerErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
