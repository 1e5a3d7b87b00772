import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';

export function deleteClient(api: Pick<SessionApi, 'del'>, id: string): Promise<void> {
  return api.del<void>(`/api/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClient(api, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
