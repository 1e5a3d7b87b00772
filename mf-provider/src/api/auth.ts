import { useMutation } from '@devis/platform/query';
import { apiRequest } from '@devis/platform';
import { sessionApi } from '@devis/platform/session';
import type { ProviderRegisterInput } from '@devis/domain';

// No schema here: the guard's email notice imports this module, and the schemas (yup) stay off the first render.

/** The server creates the account, the provider role and the profile, then mails the confirmation link. */
export function registerProvider(input: ProviderRegisterInput): Promise<{ uid: string }> {
  return apiRequest<{ uid: string }>('/api/auth/register-provider', { method: 'POST', body: input });
}

/** Sends the signed-in provider a new confirmation email. */
export function resendVerification(): Promise<unknown> {
  return sessionApi.post('/api/auth/resend-verification');
}

export function useRegisterProvider() {
  return useMutation({
    mutationFn: registerProvider,
    meta: { errorTitle: "Erreur d'inscription", errorMessage: (error) => error.message },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { errorMessage: (error) => error.message } });
}
