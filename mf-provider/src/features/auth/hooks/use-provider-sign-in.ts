import { useEffect, useState } from 'react';
import { useToast } from '@devis/platform';
import { authErrorMessage, signIn, signOut, useSession } from '@devis/platform/session';
import type { LoginInput } from '@devis/domain';

export const CLIENT_ACCOUNT_MESSAGE =
  "Ce compte est un compte client. Connectez-vous depuis l'Espace Client.";
export const NOT_PROVIDER_MESSAGE = "Ce compte n'est pas un compte entreprise.";

/**
 * Signs a provider in. Roles are separate: a client account is signed out again with a clear message.
 * The role is read from the session once it reflects the new user, so /app's guard agrees with it.
 */
export function useProviderSignIn(onSignedIn: () => void) {
  const session = useSession();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [expectedUid, setExpectedUid] = useState<string | null>(null);

  useEffect(() => {
    const user = session.user;
    if (!expectedUid || session.status !== 'signed-in' || !user || user.uid !== expectedUid) return;
    setExpectedUid(null);
    if (user.role === 'provider') {
      toast.success('Connexion réussie', 'Vous êtes maintenant connecté');
      onSignedIn();
      return;
    }
    const message = user.role === 'client' ? CLIENT_ACCOUNT_MESSAGE : NOT_PROVIDER_MESSAGE;
    void signOut()
      .catch(() => undefined)
      .then(() => {
        setPending(false);
        toast.error('Erreur de connexion', message);
      });
  }, [expectedUid, session.status, session.user, toast, onSignedIn]);

  async function submit(values: LoginInput): Promise<void> {
    setPending(true);
    try {
      const credential = await signIn(values.email, values.password);
      setExpectedUid(credential.user.uid);
    } catch (error) {
      setPending(false);
      toast.error('Erreur de connexion', authErrorMessage(error));
    }
  }

  return { submit, pending };
}
