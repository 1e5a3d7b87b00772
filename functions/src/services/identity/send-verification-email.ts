import type { Deps } from '../context';
import { adminAuth } from '../../firebase/admin-app';
import { verificationEmail } from './verification-email';

/**
 * Sends our French confirmation email. Firebase makes the one-time code; the link points at our own
 * /auth/action page, which applies the code and continues to /app.
 */
export async function sendVerificationEmail(deps: Deps, input: { email: string; companyName: string | null }): Promise<void> {
  const firebaseLink = await adminAuth().generateEmailVerificationLink(input.email, { url: `${deps.publicOrigin}/app` });
  const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error('The verification link has no oobCode');
  const link = `${deps.publicOrigin}/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`;
  await deps.mailer.send(verificationEmail({ to: input.email, companyName: input.companyName, link }));
}
