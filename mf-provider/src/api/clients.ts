import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Client, ClientInput } from '@devis/domain';
import { dashboardKeys } from './dashboard';

// The provider's clients (API.md "Provider workspace"): requests, query options and the mutations that change them.

export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
};

export function getClients(): Promise<Client[]> {
  return sessionApi.get<Client[]>('/api/clients');
}

/** POST /api/clients without an id, PUT /api/clients/:id with one. */
export function saveClient(input: ClientInput, id: string | null): Promise<Client> {
  return id ? sessionApi.put<Client>(`/api/clients/${encodeURIComponent(id)}`, input) : sessionApi.post<Client>('/api/clients', input);
}

export function deleteClient(id: string): Promise<void> {
  return sessionApi.del<void>(`/api/clients/${encodeURIComponent(id)}`);
}

export const clientsQuery = () =>
  queryOptions({ queryKey: clientKeys.list(), queryFn: getClients, meta: { errorMessage: 'Impossible de charger les clients' } });

/** Clients show on the dashboard too (counters, recent activity). */
function refreshClients(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: clientKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ClientInput; id: string | null }) => saveClient(input, id),
    meta: { errorMessage: 'Impossible de sauvegarder le client' },
    onSuccess: (client) => {
      // A saved client is in the lists at once (a picker can select it), before they refetch.
      queryClient.setQueryData(clientsQuery().queryKey, (old) => (old ? [...old.filter((c) => c.id !== client.id), client] : old));
      return refreshClients(queryClient);
    },
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    meta: { errorMessage: 'Impossible de supprimer le client' },
    onSuccess: () => refreshClients(queryClient),
  });
}
