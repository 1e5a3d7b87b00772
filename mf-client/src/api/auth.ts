import { apiRequest } from '@devis/platform';
import { useMutation } from '@devis/platform/query';
import { clientSignupSchema, type ClientSignupInput } from '@devis/domain';

/** The server creates the account, the client role and the client account; empty company/phone go as null. */
export function registerClient(input: ClientSignupInput): Promise<{ uid: string }> {
  return apiRequest<{ uid: string }>('/api/auth/register-client', { method: 'POST', body: clientSignupSchema.cast(input) });
}

export function useRegisterClient() {
  return useMutation({
    mutationFn: registerClient,
    meta: { errorTitle: 'Erreur de création de compte', errorMessage: (error) => error.message },
  });
}
