import type { AuthedCtx } from '../../http/context';
import { adminAuth } from '../../firebase/admin-app';
import { sendVerificationEmail } from './send-verification-email';

/** Sends a new confirmation email unless the address is already confirmed (the token may be stale). */
export async function resendVerification(ctx: AuthedCtx): Promise<void> {
  const user = await adminAuth().getUser(ctx.caller.uid);
  if (user.emailVerified || !user.email) return;
  const profile = await ctx.store.get<{ company_name: string }>('profiles', ctx.caller.uid);
  await sendVerificationEmail(ctx, { email: user.email, companyName: profile?.company_name ?? null });
}
