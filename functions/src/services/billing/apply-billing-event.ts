import { subscriptionIsLive } from '@devis/domain';
import type { Store } from '../../store/port';
import type { BillingEvent } from '../../billing/port';
import { PROFILES } from '../profile/profile-record';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../plans/plan-record';

export type BillingEventOutcome = 'applied' | 'stale' | 'unknown-account';

/**
 * Records the subscription state a verified billing event carries: the only way a plan changes.
 * Idempotent (a replayed event writes the same state) and ordered: an event older than the last one
 * applied is ignored (Stripe does not deliver in order), and so is the end of an old subscription while
 * a newer one is live. An event for an account that no longer exists is ignored.
 */
export async function applyBillingEvent(deps: { store: Store; now: () => Date }, event: BillingEvent): Promise<BillingEventOutcome> {
  const at = deps.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const [profile, current] = await Promise.all([
      tx.get(PROFILES, event.uid),
      tx.get<SubscriptionDoc>(SUBSCRIPTIONS, event.uid),
    ]);
    if (!profile) return 'unknown-account';
    if (current && current.event_at > event.at) return 'stale';
    const s = event.subscription;
    if (current && current.subscription_id !== s.subscription_id && subscriptionIsLive(current.status) && !subscriptionIsLive(s.status)) return 'stale';
    const doc: SubscriptionDoc = {
      user_id: event.uid,
      plan: s.plan,
      status: s.status,
      current_period_end: s.current_period_end,
      cancel_at_period_end: s.cancel_at_period_end,
      customer_id: s.customer_id,
      subscription_id: s.subscription_id,
      event_at: event.at,
      updated_at: at,
    };
    await tx.set(SUBSCRIPTIONS, event.uid, doc);
    return 'applied';
  });
}
