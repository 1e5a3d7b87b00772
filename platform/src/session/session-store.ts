import type { User } from 'firebase/auth';
import { firebaseAuth, loadFirebase, loadedFirebaseAuth } from './firebase-auth';
import type { Session } from './session-context';
import { roleFromClaims, savedSession } from './saved-session';

// The page's one session, read by the components (useSession) and by the routers' loaders (readSession) alike.
let current: Session = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let watching = false;
/** Whether Firebase has answered once: until then `current` is the saved session, if any (saved-session.ts). */
let checked = false;

async function toSession(user: User | null): Promise<Session> {
  if (!user) return { status: 'signed-out', user: null };
  const token = await user.getIdTokenResult();
  return {
    status: 'signed-in',
    user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, role: roleFromClaims(token.claims), displayName: user.displayName },
  };
}

function sameSession(a: Session, b: Session): boolean {
  if (a.status !== b.status) return false;
  if (!a.user || !b.user) return a.user === b.user;
  return a.user.uid === b.user.uid && a.user.email === b.user.email && a.user.emailVerified === b.user.emailVerified && a.user.role === b.user.role && a.user.displayName === b.user.displayName;
}

// Token changes (sign-in, sign-out, refresh after claims change) all re-derive the session; the latest wins.
// Until Firebase's first answer (its check of the saved session with its server: a round trip), the page runs
// with the saved session; the check then confirms it (nothing re-renders) or replaces it (signed out: the guards
// send the user to the login page).
// With a saved session the SDK (a 111 KB chunk) waits for the main thread's first idle moment, so its download,
// compile and start do not compete with the page's first paint; an API call needing a token loads it at once.
function watch(): void {
  if (watching) return;
  watching = true;
  current = savedSession() ?? current;
  if (current.status === 'signed-in') whenIdle(startWatching);
  else startWatching();
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function startWatching(): void {
  let latest = 0;
  void loadFirebase().then(({ onIdTokenChanged, getFirebaseAuth }) => onIdTokenChanged(getFirebaseAuth(), (user) => {
    const call = ++latest;
    void toSession(user)
      .catch((): Session => ({ status: 'signed-out', user: null }))
      .then((next) => {
        if (call !== latest) return;
        checked = true;
        if (sameSession(current, next)) return;
        current = next;
        listeners.forEach((listener) => listener());
      });
  }));
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
  const auth = loadedFirebaseAuth();
  return auth !== null && current.status !== 'loading' && (current.user?.uid ?? null) === (auth.currentUser?.uid ?? null);
}

/**
 * The session once the saved one is restored: what a router loader awaits before it asks for a page's data
 * (the components read the same session through useSession). A saved session is given at once, before Firebase has
 * checked it: the loaders' API calls wait for that check themselves (session-api.ts).
 */
export async function readSession(): Promise<Session> {
  watch();
  if (!checked && current.status === 'signed-in') return current;
  await (await firebaseAuth()).authStateReady();
  if (settled()) return current;
  return new Promise((resolve) => {
    const stop = subscribeSession(() => {
      if (!settled()) return;
      stop();
      resolve(current);
    });
  });
}
