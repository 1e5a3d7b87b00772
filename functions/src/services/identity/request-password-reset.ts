import type { PasswordResetRequestInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { adminAuth } from '../../firebase/admin-app';
import { passwordResetEmail } from './password-reset-email';
import { actionLink } from './action-link';

/**
 * 'Mot de passe oublié ?': mails a link to choose a new password to the account with this address. The answer is
 * the same whether or not an account exists, so the route tells no one which addresses have one. Limited per
 * address and per IP, like the confirmation email. The link opens our /auth/action page, which sends the user
 * on to the sign-in page of their role.
 */
export async function requestPasswordReset(deps: Deps, input: PasswordResetRequestInput, requester: Requester): Promise<void> {
  await enforceRateLimits(deps, [
    [RATE_LIMITS.passwordResetPerAddress, input.email],
    [RATE_LIMITS.passwordResetPerIp, requester.ip],
  ]);
  const user = await adminAuth()
    .getUserByEmail(input.email)
    .catch((e: unknown) => {
      if ((e as { code?: string }).code === 'auth/user-not-found') return null;
      throw e;
    });
  if (!user || user.disabled || !user.email) return;
  const firebaseLink = await adminAuth().generatePasswordResetLink(user.email);
  // A client's page then leads to the client sign-in.
  const link = actionLink(deps.publicOrigin, 'resetPassword', firebaseLink, user.customClaims?.['role'] === 'client' ? { for: 'client' } : {});
  await deps.mailer.send(passwordResetEmail({ to: user.email, link }));
}
