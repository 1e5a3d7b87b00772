// First: before firebase-admin/auth loads.
import './jwks-stand-in';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * The default firebase-admin app. Deployed and in the functions emulator the project comes from the
 * environment; in tests and scripts GCLOUD_PROJECT (set by `firebase emulators:exec`) names it.
 */
export function adminApp(): App {
  const existing = getApps().find((a) => a.name === '[DEFAULT]');
  if (existing) return existing;
  const projectId = process.env['GCLOUD_PROJECT'] ?? process.env['GOOGLE_CLOUD_PROJECT'];
  return initializeApp(projectId ? { projectId } : undefined);
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
