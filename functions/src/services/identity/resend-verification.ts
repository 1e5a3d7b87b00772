import type { Caller, Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { adminAuth } from '../../firebase/admin-app';
import { sendVerificationEmail } from './send-verification-email';

/**
 * Sends a new confirmation email unless the address is already confirmed (the token may be stale).
 * Limited per address and per IP: this route must not let anyone flood a mailbox.
 */
export async function resendVerification(deps: Deps, caller: Caller, requester: Requester): Promise<void> {
  const user = await adminAuth().getUser(caller.uid);
  if (user.emailVerified || !user.email) return;
  await enforceRateLimits(deps, [
    [RATE_LIMITS.verificationEmailPerAddress, user.email.toLowerCase()],
    [RATE_LIMITS.verificationEmailPerIp, requester.ip],
  ]);
  const profile = await deps.store.get<{ company_name: string }>('profiles', caller.uid);
  await sendVerificationEmail(deps, { email: user.email, companyName: profile?.company_name ?? null });
}
