import type { UserCredential } from 'firebase/auth';
import { firebaseAuth, loadFirebase } from './firebase-auth';

export async function signIn(email: string, password: string): Promise<UserCredential> {
  const { signInWithEmailAndPassword, getFirebaseAuth } = await loadFirebase();
  return signInWithEmailAndPassword(getFirebaseAuth(), email, password);
}

export async function signOut(): Promise<void> {
  const { signOut: firebaseSignOut, getFirebaseAuth } = await loadFirebase();
  return firebaseSignOut(getFirebaseAuth());
}

/** Reloads the user and forces a new ID token, so new claims and emailVerified reach the session. */
export async function refreshSession(): Promise<void> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/** Confirms an email from the link's oobCode, then refreshes a signed-in session. */
export async function applyEmailVerification(oobCode: string): Promise<void> {
  const { applyActionCode, getFirebaseAuth } = await loadFirebase();
  await applyActionCode(getFirebaseAuth(), oobCode);
  await refreshSession();
}

/** The address a password reset link is for; refused when the link is invalid, used or expired. */
export async function checkPasswordResetLink(oobCode: string): Promise<string> {
  const { verifyPasswordResetCode, getFirebaseAuth } = await loadFirebase();
  return verifyPasswordResetCode(getFirebaseAuth(), oobCode);
}

/** Gives the account of a password reset link its new password (the link then stops working). */
export async function setNewPassword(oobCode: string, password: string): Promise<void> {
  const { confirmPasswordReset, getFirebaseAuth } = await loadFirebase();
  await confirmPasswordReset(getFirebaseAuth(), oobCode, password);
}
