import { readOutbox } from './outbox';
import { AUTH_EMULATOR, PROJECT_ID } from './stack';

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Codes the Auth emulator has issued (verification, password reset), oldest first. */
export async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes answered ${res.status}`);
  return ((await res.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/**
 * The latest email-verification code for an address: from the emulator's list, or else from the link in
 * the verification mail of the outbox. Waits a little, the API may send it after answering.
 */
export async function verificationCode(email: string, timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await oobCodes()).filter((c) => c.email === email.toLowerCase() && c.requestType === 'VERIFY_EMAIL');
    const last = codes[codes.length - 1];
    if (last) return last.oobCode;
    const mail = (await readOutbox()).find((m) => m.to.toLowerCase() === email.toLowerCase() && /oobCode=/.test(m.text));
    const fromMail = mail?.text.match(/oobCode=([\w-]+)/)?.[1];
    if (fromMail) return fromMail;
    if (Date.now() > deadline) throw new Error(`No verification code for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Confirms an email the way the app's /auth/action page does (applyActionCode), without a browser. */
export async function confirmEmail(email: string): Promise<void> {
  const oobCode = await verificationCode(email);
  const res = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  if (!res.ok) throw new Error(`confirming ${email} failed: ${res.status} ${await res.text()}`);
}

/** Signs in with the emulator's REST API; returns a fresh ID token (current claims included). */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message ?? res.status}`);
  return body.idToken;
}
