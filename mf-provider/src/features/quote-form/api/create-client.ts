import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Client, ClientInput } from '@devis/domain';

export function createClient(api: Pick<SessionApi, 'post'>, input: ClientInput): Promise<Client> {
  return api.post<Client>('/api/clients', input);
}

export function useCreateClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => createClient(api, input),
    onSuccess: (client) => {
      // The new client must be selectable at once, before the list refetches.
      queryClient.setQueryData<Client[]>(['/api/clients'], (old) => (old ? [...old, client] : [client]));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]);
    },
  });
}
