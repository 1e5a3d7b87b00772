import { subscriptionIsLive } from '@devis/domain';
import type { Store } from '../../store/port';
import type { BillingEvent } from '../../billing/port';
import { PROFILES } from '../profile/profile-record';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../plans/plan-record';

export type BillingEventOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown-account';

/**
 * Records the subscription state a verified billing event carries: the only way a plan changes.
 * Idempotent (a replayed event writes the same state) and ordered: an event older than the last one
 * applied is ignored (Stripe does not deliver in order), and so is the end of an old subscription while
 * a newer one is live. An event for an account that no longer exists is ignored.
 * 'duplicate': a second live subscription while another is recorded live (two checkout pages paid, e.g. two
 * tabs): nothing is recorded, and the caller ends it (the billing port's cancelNow), whatever the events' order.
 */
export async function applyBillingEvent(deps: { store: Store; now: () => Date }, event: BillingEvent): Promise<BillingEventOutcome> {
  const at = deps.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const [profile, current] = await Promise.all([
      tx.get(PROFILES, event.uid),
      tx.get<SubscriptionDoc>(SUBSCRIPTIONS, event.uid),
    ]);
    if (!profile) return 'unknown-account';
    const s = event.subscription;
    const otherLive = current !== null && current.subscription_id !== s.subscription_id && subscriptionIsLive(current.status);
    if (otherLive && subscriptionIsLive(s.status)) return 'duplicate';
    if (current && current.event_at > event.at) return 'stale';
    if (otherLive && !subscriptionIsLive(s.status)) return 'stale';
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
