import type { Caller, Deps } from '../context';
import { adminAuth } from '../../firebase/admin-app';
import { sendVerificationEmail } from './send-verification-email';

/** Sends a new confirmation email unless the address is already confirmed (the token may be stale). */
export async function resendVerification(deps: Deps, caller: Caller): Promise<void> {
  const user = await adminAuth().getUser(caller.uid);
  if (user.emailVerified || !user.email) return;
  const profile = await deps.store.get<{ company_name: string }>('profiles', caller.uid);
  await sendVerificationEmail(deps, { email: user.email, companyName: profile?.company_name ?? null });
}
