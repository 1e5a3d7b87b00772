import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Client } from '@devis/domain';

export function getClients(api: Pick<SessionApi, 'get'>): Promise<Client[]> {
  return api.get<Client[]>('/api/clients');
}

export function useClients() {
  const api = useApi();
  return useQuery({ queryKey: ['/api/clients'], queryFn: () => getClients(api) });
}
