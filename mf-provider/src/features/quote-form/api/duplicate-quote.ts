import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Quote } from '@devis/domain';

export function duplicateQuote(api: Pick<SessionApi, 'post'>, id: string, title: string | null): Promise<Quote> {
  return api.post<Quote>(`/api/quotes/${encodeURIComponent(id)}/duplicate`, { title });
}

export function useDuplicateQuote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string | null }) => duplicateQuote(api, id, title),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/quotes'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
