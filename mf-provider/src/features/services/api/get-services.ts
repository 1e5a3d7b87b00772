import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Service } from '@devis/domain';

export const servicesPath = '/api/services';

export function getServices(api: Pick<SessionApi, 'get'>): Promise<Service[]> {
  return api.get<Service[]>(servicesPath);
}

export function useServices() {
  const api = useApi();
  return useQuery({ queryKey: [servicesPath], queryFn: () => getServices(api) });
}
