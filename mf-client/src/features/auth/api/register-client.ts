import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@devis/platform';
import { clientSignupSchema, type ClientSignupInput } from '@devis/domain';

export { clientSignupSchema };
export type { ClientSignupInput };

/** The server creates the account, the client role and the client account; empty company/phone go as null. */
export function registerClient(input: ClientSignupInput): Promise<{ uid: string }> {
  return apiRequest<{ uid: string }>('/api/auth/register-client', {
    method: 'POST',
    body: clientSignupSchema.cast(input),
  });
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
