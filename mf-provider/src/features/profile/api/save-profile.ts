import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { ProfileInput, ProviderProfile } from '@devis/domain';

export function saveProfile(api: Pick<SessionApi, 'put'>, input: ProfileInput): Promise<ProviderProfile> {
  return api.put<ProviderProfile>('/api/profile', input);
}

export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(api, input),
    onSuccess: (profile) => queryClient.setQueryData(['/api/profile'], profile),
  });
}
