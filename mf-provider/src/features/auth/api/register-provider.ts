import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@devis/platform';
import { providerRegisterSchema, type ProviderRegisterInput } from '@devis/domain';

export { providerRegisterSchema };
export type { ProviderRegisterInput };

/** The server creates the account, the provider role and the profile, then mails the confirmation link. */
export function registerProvider(input: ProviderRegisterInput): Promise<{ uid: string }> {
  return apiRequest<{ uid: string }>('/api/auth/register-provider', {
    method: 'POST',
    body: providerRegisterSchema.cast(input),
  });
}

export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}
