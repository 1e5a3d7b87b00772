import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Service, ServiceInput, ServiceList } from '@devis/domain';
import { dashboardKeys } from './dashboard';
import { listUrl } from './lists';

// The provider's catalogue of services (API.md "Provider workspace").

/** The services page shows 50 at a time; the catalogue picker 20, as it searches while the user types. */
export const SERVICES_PAGE_SIZE = 50;
export const SERVICE_PICKER_SIZE = 20;

export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (search: string, limit: number) => [...serviceKeys.lists(), { search, limit }] as const,
};

/** One page of the catalogue by name, searched on the server (API.md "Lists"). */
export function getServices(search: string, cursor: string | null, limit = SERVICES_PAGE_SIZE): Promise<ServiceList> {
  return sessionApi.get<ServiceList>(listUrl('/api/services', { search, limit, cursor }));
}

/** POST /api/services without an id, PUT /api/services/:id with one. */
export function saveService(input: ServiceInput, id: string | null): Promise<Service> {
  return id ? sessionApi.put<Service>(`/api/services/${encodeURIComponent(id)}`, input) : sessionApi.post<Service>('/api/services', input);
}

export function deleteService(id: string): Promise<void> {
  return sessionApi.del<void>(`/api/services/${encodeURIComponent(id)}`);
}

/** The services matching `search`, a page at a time ('Charger plus'); the previous answer stays while a new search loads. */
export const servicesQuery = (search = '', limit = SERVICES_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: serviceKeys.list(search.trim(), limit),
    queryFn: ({ pageParam }) => getServices(search, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Impossible de charger les services' },
  });

function refreshServices(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: serviceKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ServiceInput; id: string | null }) => saveService(input, id),
    meta: { errorMessage: 'Impossible de sauvegarder le service' },
    onSuccess: () => refreshServices(queryClient),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    meta: { errorMessage: 'Impossible de supprimer le service' },
    onSuccess: () => refreshServices(queryClient),
  });
}
