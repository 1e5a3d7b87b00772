import { useEffect, useState } from 'react';
import type { Role } from '@devis/domain';
import { useToast } from '../toast/use-toast';
import { signIn, signOut } from './auth-actions';
import { useSession } from './use-session';
import type { SessionUser } from './session-context';

export interface RoleSignInOptions {
  /** Called once the session shows the new user with the expected role. */
  onSignedIn: (user: SessionUser) => void;
  /** The French message for an account of another role (or none). */
  wrongRoleMessage: (role: Role | null) => string;
  /** The French message for a failed sign-in. */
  errorMessage: (error: unknown) => string;
}

/**
 * Signs in for one role. Roles are separate: an account of another role is signed out again with a clear
 * message. The role is read from the session once it reflects the new user, so the app's guard agrees.
 */
export function useRoleSignIn(role: Role, { onSignedIn, wrongRoleMessage, errorMessage }: RoleSignInOptions) {
  const session = useSession();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [expectedUid, setExpectedUid] = useState<string | null>(null);

  useEffect(() => {
    const user = session.user;
    if (!expectedUid || session.status !== 'signed-in' || !user || user.uid !== expectedUid) return;
    setExpectedUid(null);
    if (user.role === role) {
      onSignedIn(user);
      return;
    }
    const message = wrongRoleMessage(user.role);
    void signOut()
      .catch(() => undefined)
      .then(() => {
        setPending(false);
        toast.error('Erreur de connexion', message);
      });
  }, [expectedUid, session.status, session.user, toast, onSignedIn, role, wrongRoleMessage]);

  async function submit(email: string, password: string): Promise<void> {
    setPending(true);
    try {
      const credential = await signIn(email, password);
      setExpectedUid(credential.user.uid);
    } catch (error) {
      setPending(false);
      toast.error('Erreur de connexion', errorMessage(error));
    }
  }

  return { submit, pending, setPending };
}
