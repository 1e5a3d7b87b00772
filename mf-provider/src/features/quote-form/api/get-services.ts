import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Service } from '@devis/domain';

export function getServices(api: Pick<SessionApi, 'get'>): Promise<Service[]> {
  return api.get<Service[]>('/api/services');
}

export function useServices() {
  const api = useApi();
  return useQuery({ queryKey: ['/api/services'], queryFn: () => getServices(api) });
}
