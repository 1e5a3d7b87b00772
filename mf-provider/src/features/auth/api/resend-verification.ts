import { useMutation } from '@tanstack/react-query';
import { useApi } from '@devis/platform/session';

type Api = ReturnType<typeof useApi>;

/** Sends the signed-in provider a new confirmation email. */
export function resendVerification(api: Api): Promise<unknown> {
  return api.post('/api/auth/resend-verification');
}

export function useResendVerification() {
  const api = useApi();
  return useMutation({ mutationFn: () => resendVerification(api) });
}
