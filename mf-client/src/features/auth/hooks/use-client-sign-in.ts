import { useEffect, useState } from 'react';
import { ApiError, useToast } from '@devis/platform';
import { authErrorMessage, signIn, signOut, useSession } from '@devis/platform/session';

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

/**
 * Signs a client in. Roles are separate: a provider account is signed out again with a clear message.
 * The role is read from the session once it reflects the new user, so the client guard agrees with it.
 */
export function useClientSignIn(onSignedIn: () => void) {
  const session = useSession();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [expectedUid, setExpectedUid] = useState<string | null>(null);

  useEffect(() => {
    const user = session.user;
    if (!expectedUid || session.status !== 'signed-in' || !user || user.uid !== expectedUid) return;
    setExpectedUid(null);
    if (user.role === 'client') {
      onSignedIn();
      return;
    }
    const message = user.role === 'provider' ? PROVIDER_ACCOUNT_MESSAGE : NOT_CLIENT_MESSAGE;
    void signOut()
      .catch(() => undefined)
      .then(() => {
        setPending(false);
        toast.error('Erreur de connexion', message);
      });
  }, [expectedUid, session.status, session.user, toast, onSignedIn]);

  async function submit(email: string, password: string): Promise<void> {
    setPending(true);
    try {
      const credential = await signIn(email, password);
      setExpectedUid(credential.user.uid);
    } catch (error) {
      setPending(false);
      toast.error('Erreur de connexion', signInErrorMessage(error));
    }
  }

  return { submit, pending, setPending };
}
