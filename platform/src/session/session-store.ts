import { onIdTokenChanged, type User } from 'firebase/auth';
import type { Role } from '@devis/domain';
import { getFirebaseAuth } from './firebase-auth';
import type { Session } from './session-context';

// The page's one session, read by the components (useSession) and by the routers' loaders (readSession) alike.
let current: Session = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let watching = false;

function roleFromClaims(claims: Record<string, unknown>): Role | null {
  return claims.role === 'provider' || claims.role === 'client' ? claims.role : null;
}

async function toSession(user: User | null): Promise<Session> {
  if (!user) return { status: 'signed-out', user: null };
  const token = await user.getIdTokenResult();
  return {
    status: 'signed-in',
    user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, role: roleFromClaims(token.claims), displayName: user.displayName },
  };
}

// Token changes (sign-in, sign-out, refresh after claims change) all re-derive the session; the latest wins.
function watch(): void {
  if (watching) return;
  watching = true;
  let latest = 0;
  onIdTokenChanged(getFirebaseAuth(), (user) => {
    const call = ++latest;
    void toSession(user)
      .catch((): Session => ({ status: 'signed-out', user: null }))
      .then((next) => {
        if (call !== latest) return;
        current = next;
        listeners.forEach((listener) => listener());
      });
  });
}

export function currentSession(): Session {
  watch();
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The session of the user Firebase holds now (the store may lag a sign-in or sign-out by a moment). */
function settled(): boolean {
  return current.status !== 'loading' && (current.user?.uid ?? null) === (getFirebaseAuth().currentUser?.uid ?? null);
}

/**
 * The session once the saved one is restored: what a router loader awaits before it asks for a page's data
 * (the components read the same session through useSession).
 */
export async function readSession(): Promise<Session> {
  watch();
  await getFirebaseAuth().authStateReady();
  if (settled()) return current;
  return new Promise((resolve) => {
    const stop = subscribeSession(() => {
      if (!settled()) return;
      stop();
      resolve(current);
    });
  });
}
