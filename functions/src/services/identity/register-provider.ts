import type { ProviderRegisterInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { createAuthUser, deleteAuthUserQuietly } from './create-auth-user';
import { newProviderProfile } from './new-provider-profile';
import { sendVerificationEmail } from './send-verification-email';

/**
 * Creates the Auth user (role provider), the profile with its defaults, and sends the confirmation email.
 * Any failure after the user exists removes what was made, so the email can be used again.
 */
export async function registerProvider(deps: Deps, input: ProviderRegisterInput, requester: Requester): Promise<{ uid: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.registrationPerIp, requester.ip]]);
  const uid = await createAuthUser({ email: input.email, password: input.password, displayName: input.company_name, role: 'provider' });
  try {
    // Not listed for clients until the email is confirmed (directory/provider-listing.ts).
    const profile = newProviderProfile({ uid, email: input.email, company_name: input.company_name, now: deps.now(), emailVerified: false });
    await deps.store.set('profiles', uid, { ...profile });
    await sendVerificationEmail(deps, { email: input.email, companyName: input.company_name });
  } catch (e) {
    await deps.store.delete('profiles', uid).catch(() => undefined);
    await deleteAuthUserQuietly(uid);
    throw e;
  }
  return { uid };
}
