// The Firebase Auth SDK (~110 KB): loaded on demand by firebase-auth.ts, so a page with a saved session paints
// before it downloads and runs.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, getAuth, initializeAuth, type Auth } from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig, isLocalPage } from './firebase-config';

export { applyActionCode, confirmPasswordReset, onIdTokenChanged, signInWithEmailAndPassword, signOut, verifyPasswordResetCode } from 'firebase/auth';

let auth: Auth | null = null;

/** One Firebase app per page, shared by every app through the import map. */
function getFirebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
}

/** The page's Auth instance: session kept in local storage, auth emulator on local pages. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = getFirebaseApp();
  try {
    auth = initializeAuth(app, { persistence: browserLocalPersistence });
  } catch {
    // Already initialised elsewhere on the page (e.g. by a second copy in tests).
    auth = getAuth(app);
  }
  if (isLocalPage()) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return auth;
}
