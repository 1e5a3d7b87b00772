import { useCallback } from 'react';
import { useToast } from '@devis/platform';
import { authErrorMessage, useRoleSignIn } from '@devis/platform/session';
import type { LoginInput, Role } from '@devis/domain';

export const CLIENT_ACCOUNT_MESSAGE =
  "Ce compte est un compte client. Connectez-vous depuis l'Espace Client.";
export const NOT_PROVIDER_MESSAGE = "Ce compte n'est pas un compte entreprise.";

const wrongRoleMessage = (role: Role | null) => (role === 'client' ? CLIENT_ACCOUNT_MESSAGE : NOT_PROVIDER_MESSAGE);

/**
 * Signs a provider in (a client account is signed out again) and greets them with the spec's toast; an
 * address still to confirm gets no greeting: the next screen asks for the confirmation.
 */
export function useProviderSignIn(onSignedIn: () => void) {
  const toast = useToast();
  const greetThenContinue = useCallback(
    (user: { emailVerified: boolean }) => {
      if (user.emailVerified) toast.success('Connexion réussie', 'Vous êtes maintenant connecté');
      onSignedIn();
    },
    [toast, onSignedIn],
  );
  const signIn = useRoleSignIn('provider', { onSignedIn: greetThenContinue, wrongRoleMessage, errorMessage: authErrorMessage });
  return { submit: (values: LoginInput) => signIn.submit(values.email, values.password), pending: signIn.pending };
}
