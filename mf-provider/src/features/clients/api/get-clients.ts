import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Client } from '@devis/domain';

export const clientsPath = '/api/clients';

export function getClients(api: Pick<SessionApi, 'get'>): Promise<Client[]> {
  return api.get<Client[]>(clientsPath);
}

export function useClients() {
  const api = useApi();
  return useQuery({ queryKey: [clientsPath], queryFn: () => getClients(api) });
}
