import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Client, ClientInput } from '@devis/domain';

/** POST /api/clients without an id, PUT /api/clients/:id with one. */
export function saveClient(api: Pick<SessionApi, 'post' | 'put'>, input: ClientInput, id: string | null): Promise<Client> {
  return id ? api.put<Client>(`/api/clients/${encodeURIComponent(id)}`, input) : api.post<Client>('/api/clients', input);
}

export function useSaveClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ClientInput; id: string | null }) => saveClient(api, input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
