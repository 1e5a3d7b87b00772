import { messages, type Role } from '@devis/domain';
import { adminAuth } from '../../firebase/admin-app';
import { ConflictError, InvalidInputError } from '../errors';

export const DUPLICATE_EMAIL_MESSAGE = 'Un compte existe déjà avec cette adresse email';

/** Creates the Firebase Auth user and its role claim; French errors for what the caller can fix. */
export async function createAuthUser(input: { email: string; password: string; displayName: string; role: Role }): Promise<string> {
  let uid: string;
  try {
    ({ uid } = await adminAuth().createUser({
      email: input.email,
      password: input.password,
      displayName: input.displayName,
      emailVerified: false,
    }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    if (code === 'auth/invalid-email') throw new InvalidInputError(messages.email, { email: messages.email });
    if (code === 'auth/invalid-password') throw new InvalidInputError(messages.passwordMin, { password: messages.passwordMin });
    throw e;
  }
  try {
    await adminAuth().setCustomUserClaims(uid, { role: input.role });
  } catch (e) {
    await deleteAuthUserQuietly(uid);
    throw e;
  }
  return uid;
}

/** Undo for a registration that failed halfway; the original error is what matters. */
export async function deleteAuthUserQuietly(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (e) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'Could not delete a half-registered user', uid, error: String(e) }));
  }
}
