import type { Deps } from '../context';
import { adminAuth } from '../../firebase/admin-app';
import { verificationEmail } from './verification-email';
import { actionLink } from './action-link';

/**
 * Sends our French confirmation email. Firebase makes the one-time code; the link points at our own
 * /auth/action page, which applies the code and continues to /app.
 */
export async function sendVerificationEmail(deps: Deps, input: { email: string; companyName: string | null }): Promise<void> {
  const firebaseLink = await adminAuth().generateEmailVerificationLink(input.email, { url: `${deps.publicOrigin}/app` });
  const link = actionLink(deps.publicOrigin, 'verifyEmail', firebaseLink);
  await deps.mailer.send(verificationEmail({ to: input.email, companyName: input.companyName, link }));
}
