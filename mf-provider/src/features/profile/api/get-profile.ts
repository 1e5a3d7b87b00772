import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { ProviderProfile } from '@devis/domain';

export const profilePath = '/api/profile';

export function getProfile(api: Pick<SessionApi, 'get'>): Promise<ProviderProfile> {
  return api.get<ProviderProfile>(profilePath);
}

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: [profilePath], queryFn: () => getProfile(api) });
}
