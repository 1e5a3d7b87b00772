import { planMessages, subscriptionIsLive, type PaidPlanId } from '@devis/domain';
import type { Caller } from '../context';
import { ConflictError, UnavailableError } from '../errors';
import { readProviderPlan } from '../plans/plan-record';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import type { BillingDeps } from './start-checkout';

/**
 * Pro ↔ Business for a live subscription, at once and prorated (the billing provider's event records the new
 * plan; the local billing applies it before answering). 409 without a live subscription or for the same plan.
 */
export async function changePlan(deps: BillingDeps, caller: Caller, plan: PaidPlanId): Promise<{ plan: PaidPlanId }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.billingSessionPerUser, caller.uid]]);
  const { subscription } = await readProviderPlan(deps.store, caller.uid, deps.now());
  if (!subscription || !subscriptionIsLive(subscription.status)) throw new ConflictError(planMessages.noLiveSubscription, 'NO_SUBSCRIPTION');
  if (subscription.plan === plan) throw new ConflictError(planMessages.samePlan, 'SAME_PLAN');
  try {
    await deps.billing.changePlan({ uid: caller.uid, subscriptionId: subscription.subscription_id, plan });
  } catch (e) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'plan change failed', uid: caller.uid, error: String(e) }));
    throw new UnavailableError(planMessages.changeFailed, 'BILLING_UNAVAILABLE');
  }
  return { plan };
}
