import { randomBytes } from 'node:crypto';
import type { Role } from '@devis/domain';
import { adminAuth } from '../firebase/admin-app';

/**
 * The functions integration tests talk to the Firebase Auth emulator. Without it they must fail loudly,
 * never skip: `npm test` runs jest inside `firebase emulators:exec --only auth,...`.
 */
export function authEmulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set. The API integration tests need the Auth emulator: run them with ' +
        "`npx firebase emulators:exec --only auth --project demo-devis-dev 'npx jest --selectProjects functions'` " +
        '(or `npm test`, which does it for you).',
    );
  }
  return host;
}

export function emulatorProjectId(): string {
  return process.env['GCLOUD_PROJECT'] ?? 'demo-devis-test';
}

/** A unique address per call, so test files can share one emulator. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@test.devis.local`;
}

export interface AuthUser {
  uid: string;
  email: string;
  password: string;
}

/** Creates an emulator user with the role claim the server would set. */
export async function createAuthUser(options: {
  role?: Role | null;
  email?: string;
  password?: string;
  emailVerified?: boolean;
  displayName?: string;
}): Promise<AuthUser> {
  authEmulatorHost();
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const password = options.password ?? 'secret123';
  const { uid } = await adminAuth().createUser({
    email,
    password,
    emailVerified: options.emailVerified ?? true,
    ...(options.displayName ? { displayName: options.displayName } : {}),
  });
  if (options.role) await adminAuth().setCustomUserClaims(uid, { role: options.role });
  return { uid, email, password };
}

/** Signs in through the emulator's REST API, as the browser SDK would; the token carries current claims. */
export async function signIn(email: string, password: string): Promise<string> {
  const host = authEmulatorHost();
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken) throw new Error(`Emulator sign-in failed for ${email}: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** The out-of-band codes the emulator has issued (verification emails), newest last. */
export async function emulatorOobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const host = authEmulatorHost();
  const res = await fetch(`http://${host}/emulator/v1/projects/${emulatorProjectId()}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: { email: string; requestType: string; oobCode: string; oobLink: string }[] };
  return body.oobCodes ?? [];
}

/** Applies a verification code as the provider app does (Firebase `applyActionCode`). */
export async function applyVerificationCode(oobCode: string): Promise<void> {
  const host = authEmulatorHost();
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  if (!res.ok) throw new Error(`applyActionCode failed: ${res.status} ${await res.text()}`);
}

/** What the reset page does with its link's code: sets the new password (confirmPasswordReset). */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const host = authEmulatorHost();
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`confirmPasswordReset failed: ${res.status} ${await res.text()}`);
}
