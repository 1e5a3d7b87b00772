import { ApiError } from '@devis/platform';
import { authErrorMessage, useRoleSignIn } from '@devis/platform/session';
import type { Role } from '@devis/domain';

export const PROVIDER_ACCOUNT_MESSAGE =
  "Ce compte est un compte entreprise. Connectez-vous depuis l'espace entreprise.";
export const NOT_CLIENT_MESSAGE = "Ce compte n'est pas un compte client.";
const FALLBACK_MESSAGE = 'Échec de la connexion';

/** Firebase and API errors carry a French message; anything else gets the spec's fallback. */
export function signInErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof ApiError || (typeof code === 'string' && code.startsWith('auth/'))) return authErrorMessage(error);
  return FALLBACK_MESSAGE;
}

const wrongRoleMessage = (role: Role | null) => (role === 'provider' ? PROVIDER_ACCOUNT_MESSAGE : NOT_CLIENT_MESSAGE);

/** Signs a client in; a provider account is signed out again with a clear message. */
export function useClientSignIn(onSignedIn: () => void) {
  return useRoleSignIn('client', { onSignedIn, wrongRoleMessage, errorMessage: signInErrorMessage });
}
