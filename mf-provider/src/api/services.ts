import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Service, ServiceInput } from '@devis/domain';
import { dashboardKeys } from './dashboard';

// The provider's catalogue of services (API.md "Provider workspace").

export const serviceKeys = {
  all: ['services'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
};

export function getServices(): Promise<Service[]> {
  return sessionApi.get<Service[]>('/api/services');
}

/** POST /api/services without an id, PUT /api/services/:id with one. */
export function saveService(input: ServiceInput, id: string | null): Promise<Service> {
  return id ? sessionApi.put<Service>(`/api/services/${encodeURIComponent(id)}`, input) : sessionApi.post<Service>('/api/services', input);
}

export function deleteService(id: string): Promise<void> {
  return sessionApi.del<void>(`/api/services/${encodeURIComponent(id)}`);
}

export const servicesQuery = () =>
  queryOptions({ queryKey: serviceKeys.list(), queryFn: getServices, meta: { errorMessage: 'Impossible de charger les services' } });

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
