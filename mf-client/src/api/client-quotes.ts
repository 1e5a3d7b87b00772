import { ApiError } from '@devis/platform';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import {
  requestMessages,
  type ClientDashboard,
  type ClientQuoteDetail,
  type ClientQuoteList,
  type ClientRequestInput,
  type ClientRequestResult,
  type ModificationDecisionInput,
  type ProviderStatus,
  type QuoteStatus,
} from '@devis/domain';
import { providerKeys } from './providers';

// The client's quotes: "Mes Devis", the dashboard, the wizard's request, a modification's details and the
// client's decision, and the PDF (functions/API.md "Request loop").

export const CLIENT_QUOTES_PAGE_SIZE = 20;

export const clientQuoteKeys = {
  all: ['client-quotes'] as const,
  list: () => [...clientQuoteKeys.all, 'list'] as const,
  detail: (id: string) => [...clientQuoteKeys.all, 'detail', id] as const,
  dashboard: () => [...clientQuoteKeys.all, 'dashboard'] as const,
};

const quotePath = (id: string) => `/api/client/quotes/${encodeURIComponent(id)}`;

export function getClientQuotes(cursor: string | null): Promise<ClientQuoteList> {
  const params = new URLSearchParams({ limit: String(CLIENT_QUOTES_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return sessionApi.get<ClientQuoteList>(`/api/client/quotes?${params}`);
}

export const getDashboard = () => sessionApi.get<ClientDashboard>('/api/client/dashboard');
export const getClientQuote = (id: string) => sessionApi.get<ClientQuoteDetail>(quotePath(id));
export const sendRequest = (input: ClientRequestInput) => sessionApi.post<ClientRequestResult>('/api/client/requests', input);

export interface DecisionAnswer {
  message: string;
  provider_status: ProviderStatus;
  status: QuoteStatus;
}

export const decideModification = ({ id, ...input }: ModificationDecisionInput & { id: string }) => sessionApi.post<DecisionAnswer>(`${quotePath(id)}/decision`, input);

interface PdfAnswer {
  fileName: string;
  dataBase64: string;
}

/** The quote's PDF (the same renderer as the provider's); the platform client asks for JSON, so base64. */
export async function getClientQuotePdf(id: string): Promise<Blob> {
  const answer = await sessionApi.get<PdfAnswer>(`${quotePath(id)}/pdf`);
  if (!answer?.dataBase64) throw new Error('empty PDF answer');
  const bytes = Uint8Array.from(atob(answer.dataBase64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

export const clientQuotesQuery = () =>
  infiniteQueryOptions({
    queryKey: clientQuoteKeys.list(),
    queryFn: ({ pageParam }) => getClientQuotes(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Impossible de charger vos devis' },
  });

export const dashboardQuery = () => queryOptions({ queryKey: clientQuoteKeys.dashboard(), queryFn: getDashboard, meta: { errorMessage: 'Impossible de charger les statistiques' } });

export const clientQuoteQuery = (id: string) =>
  queryOptions({ queryKey: clientQuoteKeys.detail(id), queryFn: () => getClientQuote(id), meta: { errorMessage: 'Impossible de charger les détails du devis' } });

/** Every screen of the client's quotes shows the change (list, dashboard, details) and the recent providers. */
function refreshClientQuotes(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: clientQuoteKeys.all }), queryClient.invalidateQueries({ queryKey: providerKeys.recent() })]);
}

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequest,
    // The server's own words when it has some (a validation, a limit), else the spec's fallback.
    meta: { errorMessage: (error) => error.message || requestMessages.createFailed },
    onSuccess: () => refreshClientQuotes(queryClient),
  });
}

export function useDecideModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideModification,
    // A refusal says why (409 « Ce devis n'attend pas votre réponse »: decided in another tab); else the spec's text.
    meta: { errorMessage: (error) => (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) || "Impossible de traiter l'action" },
    onSuccess: () => refreshClientQuotes(queryClient),
    onError: () => refreshClientQuotes(queryClient),
  });
}
