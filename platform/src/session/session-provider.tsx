import { useEffect, useState, type ReactNode } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useAuth } from 'reactfire';
import type { Role } from '@devis/domain';
import { getFirebaseApp, getFirebaseAuth } from './firebase-auth';
import { SessionContext, type Session } from './session-context';

function roleFromClaims(claims: Record<string, unknown>): Role | null {
  return claims.role === 'provider' || claims.role === 'client' ? claims.role : null;
}

async function toSession(user: User | null): Promise<Session> {
  if (!user) return { status: 'signed-out', user: null };
  const token = await user.getIdTokenResult();
  return {
    status: 'signed-in',
    user: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      role: roleFromClaims(token.claims),
      displayName: user.displayName,
    },
  };
}

// Token changes (sign-in, sign-out, refresh after claims change) all re-derive the session.
function SessionState({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  useEffect(() => {
    let latest = 0;
    return onIdTokenChanged(auth, (user) => {
      const call = ++latest;
      void toSession(user)
        .catch((): Session => ({ status: 'signed-out', user: null }))
        .then((next) => {
          if (call === latest) setSession(next);
        });
    });
  }, [auth]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Firebase app + auth through reactfire's providers, and the session derived from them. */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const app = getFirebaseApp();
  const auth = getFirebaseAuth();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <SessionState>{children}</SessionState>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
