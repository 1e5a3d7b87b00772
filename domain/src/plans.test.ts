import { currentPlan, parisMonth, planWithoutSubscription, planSummary, trialDaysLeft, trialEndsAt, type PlanStatus, type Subscription } from './plans';

const created = '2026-11-02T09:00:00.000Z';
const sub = (status: Subscription['status']): Subscription => ({ plan: 'pro', status, current_period_end: '2026-12-20T09:00:00.000Z', cancel_at_period_end: false });

test('the trial lasts 14 days to the millisecond, then the Free plan; a live subscription wins either way', () => {
  expect(trialEndsAt(created)).toBe('2026-11-16T09:00:00.000Z');
  expect(currentPlan({ accountCreatedAt: created, subscription: null }, new Date('2026-11-16T08:59:59.999Z'))).toBe('trial');
  expect(currentPlan({ accountCreatedAt: created, subscription: null }, new Date('2026-11-16T09:00:00.000Z'))).toBe('free');
  expect(currentPlan({ accountCreatedAt: created, subscription: sub('active') }, new Date('2026-11-03'))).toBe('pro');
  for (const live of ['active', 'trialing', 'past_due'] as const) expect(currentPlan({ accountCreatedAt: created, subscription: sub(live) }, new Date('2027-01-01'))).toBe('pro');
  for (const ended of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
    expect(currentPlan({ accountCreatedAt: created, subscription: sub(ended) }, new Date('2027-01-01'))).toBe('free');
  }
});

test('without a live subscription, the trial until its end to the millisecond, then Free', () => {
  expect(planWithoutSubscription('2026-11-16T09:00:00.000Z', new Date('2026-11-16T08:59:59.999Z'))).toBe('trial');
  expect(planWithoutSubscription('2026-11-16T09:00:00.000Z', new Date('2026-11-16T09:00:00.000Z'))).toBe('free');
});

test('days left count a started day; the month is the Paris month', () => {
  expect(trialDaysLeft('2026-11-16T09:00:00.000Z', new Date('2026-11-02T09:00:00.000Z'))).toBe(14);
  expect(trialDaysLeft('2026-11-16T09:00:00.000Z', new Date('2026-11-16T08:00:00.000Z'))).toBe(1);
  expect(trialDaysLeft('2026-11-16T09:00:00.000Z', new Date('2026-11-17T08:00:00.000Z'))).toBe(0);
  expect(parisMonth(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11');
  expect(parisMonth(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
  expect(parisMonth(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06');
  expect(parisMonth(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07');
});

test('the summary a provider reads', () => {
  const base: PlanStatus = {
    plan: 'free',
    plan_name: 'Free',
    trial_ends_at: '2026-11-16T09:00:00.000Z',
    trial_days_left: 0,
    month: '2026-11',
    quotes_counted: 3,
    quotes_limit: 5,
    reminders_included: false,
    subscription: null,
    can_manage_billing: false,
  };
  expect(planSummary(base)).toBe('3 devis sur 5 ce mois-ci');
  expect(planSummary({ ...base, plan: 'trial', trial_days_left: 4 })).toBe(
    "4 jours restants : devis illimités jusqu'au 16 novembre 2026. Ensuite, plan Free : 5 devis par mois, sans relances automatiques.",
  );
  expect(planSummary({ ...base, plan: 'trial', trial_days_left: 1 })).toBe(
    "Dernier jour : devis illimités jusqu'au 16 novembre 2026. Ensuite, plan Free : 5 devis par mois, sans relances automatiques.",
  );
  const cancelled = { ...base, plan: 'pro' as const, plan_name: 'Pro', subscription: { ...sub('active'), cancel_at_period_end: true } };
  const december = new Date('2026-12-01');
  expect(planSummary(cancelled, december)).toBe("Abonnement résilié : le plan Pro reste actif jusqu'au 20 décembre 2026, puis plan Free.");
  // A period ending while the trial still runs: the account goes back to the trial, then Free (currentPlan's rule).
  const duringTrial = { ...cancelled, trial_ends_at: '2026-12-24T09:00:00.000Z' };
  expect(planSummary(duringTrial, december)).toBe(
    "Abonnement résilié : le plan Pro reste actif jusqu'au 20 décembre 2026, puis essai gratuit jusqu'au 24 décembre 2026, puis plan Free.",
  );
  // A period ending exactly when the trial does (a subscription taken during the trial): Free follows.
  expect(planSummary({ ...cancelled, trial_ends_at: '2026-12-20T09:00:00.000Z' }, december)).toBe(
    "Abonnement résilié : le plan Pro reste actif jusqu'au 20 décembre 2026, puis plan Free.",
  );
  expect(planSummary({ ...cancelled, subscription: sub('active') }, december)).toBe('Devis illimités. Renouvellement le 20 décembre 2026.');
  expect(planSummary({ ...cancelled, subscription: sub('trialing') }, december)).toBe('Devis illimités. Premier prélèvement le 20 décembre 2026, à la fin de votre essai.');
  expect(planSummary({ ...cancelled, subscription: { ...sub('active'), current_period_end: null } }, december)).toBe('Devis illimités.');
});
