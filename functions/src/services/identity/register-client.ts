import type { ClientAccount, ClientSignupInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { createAuthUser, deleteAuthUserQuietly } from './create-auth-user';

/** Creates the Auth user (role client) and its client account; empty company and phone are null. */
export async function registerClient(deps: Deps, input: ClientSignupInput, requester: Requester): Promise<{ uid: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.registrationPerIp, requester.ip]]);
  const uid = await createAuthUser({ email: input.email, password: input.password, displayName: input.name, role: 'client' });
  const at = deps.now().toISOString();
  const account: ClientAccount = {
    id: uid,
    email: input.email,
    name: input.name,
    company_name: input.company_name ?? null,
    phone: input.phone ?? null,
    avatar_url: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await deps.store.set('client_accounts', uid, { ...account });
  } catch (e) {
    await deleteAuthUserQuietly(uid);
    throw e;
  }
  return { uid };
}
