import { planMessages, subscriptionIsLive, trialEndsAt, type PaidPlanId } from '@devis/domain';
import type { Billing } from '../../billing/port';
import type { Caller, Deps } from '../context';
import { ConflictError, UnavailableError } from '../errors';
import { readProviderPlan } from '../plans/plan-record';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';

export type BillingDeps = Pick<Deps, 'store' | 'now' | 'publicOrigin'> & { billing: Billing };

/** Stripe accepts a trial_end at least 48 hours ahead; a shorter remainder is not carried over. */
const MIN_TRIAL_CARRIED_MS = 48 * 3_600_000 + 60_000;

/** Where the billing pages send the provider back: the profile, whose plan card reads the outcome. */
export const billingReturnUrl = (origin: string, outcome?: 'confirme' | 'annule') => `${origin}/app/profile${outcome ? `?abonnement=${outcome}` : ''}#abonnement`;

/**
 * A checkout page for a paid plan. The plan changes later, when the billing provider's verified event
 * arrives (apply-billing-event.ts), never here. A provider with a live subscription manages it in the
 * portal instead (409). Days left in the trial are carried over: the first charge waits for its end.
 */
export async function startCheckout(deps: BillingDeps, caller: Caller, plan: PaidPlanId): Promise<{ url: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.billingSessionPerUser, caller.uid]]);
  const now = deps.now();
  const current = await readProviderPlan(deps.store, caller.uid, now);
  if (current.subscription && subscriptionIsLive(current.subscription.status)) throw new ConflictError(planMessages.alreadySubscribed, 'ALREADY_SUBSCRIBED');
  try {
    return await deps.billing.startCheckout({
      uid: caller.uid,
      email: caller.email,
      plan,
      customerId: current.subscription?.customer_id ?? null,
      trialEnd: trialLeft(current.plan, current.accountCreatedAt, now),
      successUrl: billingReturnUrl(deps.publicOrigin, 'confirme'),
      cancelUrl: billingReturnUrl(deps.publicOrigin, 'annule'),
    });
  } catch (e) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'checkout session failed', uid: caller.uid, error: String(e) }));
    throw new UnavailableError(planMessages.checkoutFailed, 'BILLING_UNAVAILABLE');
  }
}

/** The billing provider's portal (cancel, resume, card, invoices) for a provider who has subscribed once. */
export async function openBillingPortal(deps: BillingDeps, caller: Caller): Promise<{ url: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.billingSessionPerUser, caller.uid]]);
  const { subscription } = await readProviderPlan(deps.store, caller.uid, deps.now());
  if (!subscription) throw new ConflictError(planMessages.noBillingAccount, 'NO_SUBSCRIPTION');
  try {
    return await deps.billing.openPortal({ uid: caller.uid, customerId: subscription.customer_id, returnUrl: billingReturnUrl(deps.publicOrigin) });
  } catch (e) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'portal session failed', uid: caller.uid, error: String(e) }));
    throw new UnavailableError(planMessages.portalFailed, 'BILLING_UNAVAILABLE');
  }
}

/**
 * The trial's end as the billing provider keeps it: Stripe's trial_end is in whole seconds, so it is rounded up
 * (never down: the first paid period must not end a moment before the trial, which would bring the trial back).
 * The local billing takes the same instant, so both start the same first period.
 */
function trialLeft(plan: string, accountCreatedAt: string, now: Date): string | null {
  if (plan !== 'trial') return null;
  const end = Math.ceil(Date.parse(trialEndsAt(accountCreatedAt)) / 1000) * 1000;
  return end - now.getTime() >= MIN_TRIAL_CARRIED_MS ? new Date(end).toISOString() : null;
}
