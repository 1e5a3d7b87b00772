import type { Auth } from 'firebase/auth';

export type FirebaseSdk = typeof import('./firebase-sdk');

let loading: Promise<FirebaseSdk> | null = null;
let loadedAuth: Auth | null = null;

/**
 * The Firebase Auth SDK, loaded on first use (a separate chunk, off the first paint): the session store asks for
 * it as the app starts; until it answers, pages run with the saved session and every API call but the shell's
 * early GET waits for it (session-api.ts).
 */
export function loadFirebase(): Promise<FirebaseSdk> {
  loading ??= import(/* webpackChunkName: "firebase" */ './firebase-sdk').then((sdk) => {
    loadedAuth = sdk.getFirebaseAuth();
    return sdk;
  }, (error: unknown) => {
    loading = null; // a failed download is tried again by the next caller
    throw error;
  });
  return loading;
}

/** The page's Auth instance, once the SDK is loaded. */
export async function firebaseAuth(): Promise<Auth> {
  return (await loadFirebase()).getFirebaseAuth();
}

/** The page's Auth instance if the SDK is loaded already, else null (nobody is signed in as far as Firebase knows yet). */
export function loadedFirebaseAuth(): Auth | null {
  return loadedAuth;
}
