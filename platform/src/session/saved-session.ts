import type { Role } from '@devis/domain';
import { firebaseConfig } from './firebase-config';
import type { Session } from './session-context';

/**
 * Where Firebase's browserLocalPersistence keeps the default App's user. The shell's inline script
 * (root-config/src/index.html) looks for the same record; early-answer.test.ts runs it against this key.
 */
export const savedSessionKey = `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;

/**
 * The session the last visit left in local storage (Firebase's browserLocalPersistence record, the one the shell's
 * early request reads too), before Firebase has checked it with its server. Pages render with it at once; Firebase's
 * check then confirms it or signs the page out (session-store.ts). Null when there is none or it cannot be read.
 */
export function savedSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(savedSessionKey);
    const user: unknown = raw ? JSON.parse(raw) : null;
    if (!isSavedUser(user)) return null;
    const claims = tokenClaims(user.stsTokenManager.accessToken);
    return {
      status: 'signed-in',
      user: {
        uid: user.uid,
        email: typeof user.email === 'string' ? user.email : null,
        emailVerified: user.emailVerified === true,
        role: roleFromClaims(claims),
        displayName: typeof user.displayName === 'string' ? user.displayName : null,
      },
    };
  } catch {
    return null;
  }
}

interface SavedUser {
  uid: string;
  email?: unknown;
  emailVerified?: unknown;
  displayName?: unknown;
  stsTokenManager: { accessToken: string };
}

function isSavedUser(value: unknown): value is SavedUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SavedUser>;
  return typeof user.uid === 'string' && user.uid !== '' && typeof user.stsTokenManager?.accessToken === 'string';
}

/** The ID token's payload (read, not verified: the API verifies every token it receives). */
function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
  const claims: unknown = JSON.parse(json);
  return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
}

export function roleFromClaims(claims: Record<string, unknown>): Role | null {
  return claims.role === 'provider' || claims.role === 'client' ? claims.role : null;
}
