import { accountMessages, subscriptionIsLive, type DeleteAccountInput } from '@devis/domain';
import { adminAuth } from '../../firebase/admin-app';
import type { Caller, Deps } from '../context';
import { UnavailableError } from '../errors';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../plans/plan-record';
import { ACCOUNT_DELETIONS, REPURGE_DAYS, type AccountDeletionDoc } from './account-deletion';
import { purgeClient, purgeProvider } from './purge';

export type AccountDeps = Pick<Deps, 'store' | 'files' | 'billing' | 'now'>;

/**
 * 'Supprimer mon compte', once SUPPRIMER is typed (the schema checks it). In this order, so that a
 * failure never leaves a paying or half-usable account:
 * 1. a live subscription is cancelled at the billing provider (else 503, nothing deleted);
 * 2. the deletion is recorded (`account_deletions/{uid}`: the daily housekeeping resumes it if cut off);
 * 3. the Auth user is removed (no sign-in, no new token);
 * 4. the documents are deleted (purge.ts), except what French law makes us keep (retention.ts);
 * 5. the deletion is marked done; it is purged again for 2 days (writes made with a token still valid).
 */
export async function deleteAccount(deps: AccountDeps, caller: Caller, _input: DeleteAccountInput): Promise<void> {
  const now = deps.now();
  if (caller.role === 'provider') {
    const subscription = await deps.store.get<SubscriptionDoc>(SUBSCRIPTIONS, caller.uid);
    if (subscription && subscriptionIsLive(subscription.status)) {
      try {
        await deps.billing.cancelNow({ uid: caller.uid, subscriptionId: subscription.subscription_id });
      } catch (e) {
        console.error(JSON.stringify({ severity: 'ERROR', message: 'subscription cancel failed on account deletion', uid: caller.uid, error: String(e) }));
        throw new UnavailableError(accountMessages.cancelSubscriptionFailed, 'BILLING_UNAVAILABLE');
      }
    }
  }
  const record: AccountDeletionDoc = {
    uid: caller.uid,
    role: caller.role,
    requested_at: now.toISOString(),
    state: 'running',
    done_at: null,
    repurge_until: new Date(now.getTime() + REPURGE_DAYS * 86_400_000).toISOString(),
  };
  await deps.store.set(ACCOUNT_DELETIONS, caller.uid, record);
  await deleteAuthUser(caller.uid);
  await purgeAccount(deps, caller.uid, caller.role);
  await deps.store.update(ACCOUNT_DELETIONS, caller.uid, { state: 'done', done_at: deps.now().toISOString() });
}

export function purgeAccount(deps: AccountDeps, uid: string, role: Caller['role']): Promise<void> {
  return role === 'provider' ? purgeProvider(deps, uid) : purgeClient(deps, uid);
}

async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (e) {
    if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
  }
}
