import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Client, ClientInput, ClientList } from '@devis/domain';
import { dashboardKeys } from './dashboard';
import { listUrl } from './lists';

// The provider's clients (API.md "Provider workspace"): requests, query options and the mutations that change them.

/** The clients page shows 50 at a time; a picker 20, as it searches while the user types. */
export const CLIENTS_PAGE_SIZE = 50;
export const CLIENT_PICKER_SIZE = 20;

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (search: string, limit: number) => [...clientKeys.lists(), { search, limit }] as const,
};

/** One page of the clients by company name, searched on the server (API.md "Lists"). */
export function getClients(search: string, cursor: string | null, limit = CLIENTS_PAGE_SIZE): Promise<ClientList> {
  return sessionApi.get<ClientList>(listUrl('/api/clients', { search, limit, cursor }));
}

/** POST /api/clients without an id, PUT /api/clients/:id with one. */
export function saveClient(input: ClientInput, id: string | null): Promise<Client> {
  return id ? sessionApi.put<Client>(`/api/clients/${encodeURIComponent(id)}`, input) : sessionApi.post<Client>('/api/clients', input);
}

export function deleteClient(id: string): Promise<void> {
  return sessionApi.del<void>(`/api/clients/${encodeURIComponent(id)}`);
}

/** The clients matching `search`, a page at a time ('Charger plus'); the previous answer stays while a new search loads. */
export const clientsQuery = (search = '', limit = CLIENTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: clientKeys.list(search.trim(), limit),
    queryFn: ({ pageParam }) => getClients(search, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Impossible de charger les clients' },
  });

/** Clients show on the dashboard too (counters, recent activity). */
function refreshClients(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: clientKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ClientInput; id: string | null }) => saveClient(input, id),
    meta: { errorMessage: 'Impossible de sauvegarder le client' },
    // The lists refetch their pages (a new client takes its place in name order); a picker selects the
    // created client from the answer, without waiting for them.
    onSuccess: () => refreshClients(queryClient),
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
