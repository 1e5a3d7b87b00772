import { FREE_PLAN, PAID_PLANS, parisMonth, planIncludesReminders, planLimitsQuotes, trialDaysLeft, trialEndsAt, type PlanStatus } from '@devis/domain';
import type { Reader, Store } from '../../store/port';
import type { Caller } from '../context';
import { markEmailConfirmed } from '../profile/profile-record';
import { readProviderPlan } from '../plans/plan-record';
import { PLAN_USAGE, planUsageId, type PlanUsageDoc } from '../plans/plan-usage';

const PLAN_NAMES = { trial: 'Essai gratuit', free: FREE_PLAN.name, pro: PAID_PLANS.pro.name, business: PAID_PLANS.business.name } as const;

/**
 * GET /api/billing for the caller: their plan status. Every provider screen that lands after a sign-in asks it
 * (the dashboard): a caller whose token says the email is confirmed, on a profile that does not say so yet,
 * marks it confirmed, which lists the provider to clients (+1 read and 1 write, once).
 */
export async function getOwnPlanStatus(deps: { store: Store; now: () => Date }, caller: Caller): Promise<PlanStatus> {
  const { status, emailUnconfirmed } = await readPlanStatus(deps, caller.uid);
  if (emailUnconfirmed && caller.emailVerified) await markEmailConfirmed(deps, caller);
  return status;
}

/** The plan in force, the trial's end, this month's counted quotes. 3 reads. */
export async function getPlanStatus(deps: { store: Reader; now: () => Date }, uid: string): Promise<PlanStatus> {
  return (await readPlanStatus(deps, uid)).status;
}

async function readPlanStatus(deps: { store: Reader; now: () => Date }, uid: string): Promise<{ status: PlanStatus; emailUnconfirmed: boolean }> {
  const now = deps.now();
  const [{ plan, accountCreatedAt, subscription, emailUnconfirmed }, usage] = await Promise.all([
    readProviderPlan(deps.store, uid, now),
    deps.store.get<PlanUsageDoc>(PLAN_USAGE, planUsageId(uid, now)),
  ]);
  const trialEnd = trialEndsAt(accountCreatedAt);
  const status: PlanStatus = {
    plan,
    plan_name: PLAN_NAMES[plan],
    trial_ends_at: trialEnd,
    trial_days_left: plan === 'trial' ? trialDaysLeft(trialEnd, now) : 0,
    month: parisMonth(now),
    quotes_counted: usage?.quotes_counted ?? 0,
    quotes_limit: planLimitsQuotes(plan) ? FREE_PLAN.quotesPerMonth : null,
    reminders_included: planIncludesReminders(plan),
    subscription: subscription
      ? { plan: subscription.plan, status: subscription.status, current_period_end: subscription.current_period_end, cancel_at_period_end: subscription.cancel_at_period_end }
      : null,
    can_manage_billing: subscription !== null,
  };
  return { status, emailUnconfirmed };
}
