import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Service, ServiceInput } from '@devis/domain';

/** POST /api/services without an id, PUT /api/services/:id with one. */
export function saveService(api: Pick<SessionApi, 'post' | 'put'>, input: ServiceInput, id: string | null): Promise<Service> {
  return id ? api.put<Service>(`/api/services/${encodeURIComponent(id)}`, input) : api.post<Service>('/api/services', input);
}

export function useSaveService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ServiceInput; id: string | null }) => saveService(api, input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/services'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
