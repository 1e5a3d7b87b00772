import {
  applyActionCode,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type UserCredential,
} from 'firebase/auth';
import { getFirebaseAuth } from './firebase-auth';

export function signIn(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(getFirebaseAuth(), email, password);
}

export function signOut(): Promise<void> {
  return firebaseSignOut(getFirebaseAuth());
}

/** Reloads the user and forces a new ID token, so new claims and emailVerified reach the session. */
export async function refreshSession(): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/** Confirms an email from the link's oobCode, then refreshes a signed-in session. */
export async function applyEmailVerification(oobCode: string): Promise<void> {
  await applyActionCode(getFirebaseAuth(), oobCode);
  await refreshSession();
}
