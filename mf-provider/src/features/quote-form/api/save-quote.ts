import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Quote, QuoteInput } from '@devis/domain';

/** Creates a draft (no id) or updates a draft or sent quote; the server recomputes every total. */
export function saveQuote(api: Pick<SessionApi, 'post' | 'put'>, input: QuoteInput, id: string | null): Promise<Quote> {
  return id ? api.put<Quote>(`/api/quotes/${encodeURIComponent(id)}`, input) : api.post<Quote>('/api/quotes', input);
}

export function useSaveQuote(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) => saveQuote(api, input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/quotes'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
