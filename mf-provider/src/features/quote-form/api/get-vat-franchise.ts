import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { ProviderProfile } from '@devis/domain';

export function getProfile(api: Pick<SessionApi, 'get'>): Promise<ProviderProfile> {
  return api.get<ProviderProfile>('/api/profile');
}

/** Whether the provider is under the VAT franchise; false until the profile is known (the server decides anyway). */
export function useVatFranchise(): boolean {
  const api = useApi();
  // Same key as the profile page, so the two share one cached profile.
  const profile = useQuery({ queryKey: ['/api/profile'], queryFn: () => getProfile(api) });
  return profile.data?.vat_franchise ?? false;
}
