import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';

export function deleteQuote(api: Pick<SessionApi, 'del'>, id: string): Promise<void> {
  return api.del<void>(`/api/quotes/${encodeURIComponent(id)}`);
}

export function useDeleteQuote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQuote(api, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/quotes'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
