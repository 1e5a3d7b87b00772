import { randomBytes } from 'node:crypto';
import { currentPlan, subscriptionIsLive, trialEndsAt, type PaidPlanId, type Subscription } from '@devis/domain';
import type { Store } from '../store/port';
import type { Billing, BillingEvent, CheckoutRequest } from './port';
import { applyBillingEvent } from '../services/billing/apply-billing-event';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../services/plans/plan-record';
import { PROFILES, type ProfileDoc } from '../services/profile/profile-record';

/** `billing_sessions/{id}`: a local checkout or portal page; the id (192 random bits) is the capability. */
export const BILLING_SESSIONS = 'billing_sessions';
export const LOCAL_BILLING_BASE = '/fn/billing/local';
const SESSION_MS = 60 * 60_000;

export interface LocalBillingSessionDoc {
  uid: string;
  kind: 'checkout' | 'portal';
  plan: PaidPlanId | null;
  success_url: string;
  cancel_url: string;
  customer_id: string | null;
  /** Checkout during the free trial: its end (CheckoutRequest.trialEnd), when the first charge is due. Absent on older sessions. */
  trial_end?: string | null;
  created_at: string;
  expires_at: string;
  /** A checkout pays once. */
  completed: boolean;
  [key: string]: unknown;
}

type LocalDeps = { store: Store; now: () => Date; publicOrigin: string };

/**
 * The billing port of the local stack: pages at /fn/billing/local/... stand in for Stripe Checkout and
 * the customer portal (billing-app.ts), so a person can subscribe and cancel in `npm start`. Their
 * buttons produce the same events Stripe's webhook would, applied the same way.
 */
export class LocalBilling implements Billing {
  readonly kind = 'local';
  constructor(private readonly deps: LocalDeps) {}

  startCheckout(input: CheckoutRequest): Promise<{ url: string }> {
    return this.open({
      uid: input.uid,
      kind: 'checkout',
      plan: input.plan,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      customer_id: input.customerId,
      trial_end: input.trialEnd,
    });
  }

  openPortal(input: { uid: string; customerId: string; returnUrl: string }): Promise<{ url: string }> {
    return this.open({ uid: input.uid, kind: 'portal', plan: null, success_url: input.returnUrl, cancel_url: input.returnUrl, customer_id: input.customerId });
  }

  async changePlan(input: { uid: string; subscriptionId: string; plan: PaidPlanId }): Promise<void> {
    const current = await this.deps.store.get<SubscriptionDoc>(SUBSCRIPTIONS, input.uid);
    if (current?.subscription_id !== input.subscriptionId) throw new Error('unknown local subscription');
    await applyBillingEvent(this.deps, localEvent(this.deps.now(), input.uid, current, { plan: input.plan, status: current.status }));
  }

  async cancelNow(input: { uid: string; subscriptionId: string }): Promise<void> {
    const current = await this.deps.store.get<SubscriptionDoc>(SUBSCRIPTIONS, input.uid);
    if (current?.subscription_id === input.subscriptionId) await applyBillingEvent(this.deps, localEvent(this.deps.now(), input.uid, current, { status: 'canceled' }));
  }

  private async open(session: Pick<LocalBillingSessionDoc, 'uid' | 'kind' | 'plan' | 'success_url' | 'cancel_url' | 'customer_id' | 'trial_end'>): Promise<{ url: string }> {
    const now = this.deps.now();
    const id = randomBytes(24).toString('base64url');
    const doc: LocalBillingSessionDoc = { ...session, created_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_MS).toISOString(), completed: false };
    await this.deps.store.create(BILLING_SESSIONS, doc, id);
    return { url: `${this.deps.publicOrigin}${LOCAL_BILLING_BASE}/${session.kind}/${id}` };
  }
}

/** The event a local page's button stands for, as Stripe would send it for that subscription. */
export function localEvent(
  now: Date,
  uid: string,
  base: Pick<SubscriptionDoc, 'plan' | 'customer_id' | 'subscription_id' | 'current_period_end' | 'cancel_at_period_end'>,
  change: Partial<Subscription>,
): BillingEvent {
  return {
    id: `evt_local_${randomBytes(8).toString('hex')}`,
    at: now.toISOString(),
    uid,
    subscription: {
      plan: base.plan,
      status: 'active',
      current_period_end: base.current_period_end,
      cancel_at_period_end: base.cancel_at_period_end,
      customer_id: base.customer_id,
      subscription_id: base.subscription_id,
      ...change,
    },
  };
}

/** A month after `now`, as Stripe's monthly period. */
export function oneMonthLater(now: Date): string {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end.toISOString();
}

export const newLocalIds = (uid: string, customerId: string | null) => ({
  customer_id: customerId ?? `cus_local_${uid.slice(0, 12)}`,
  subscription_id: `sub_local_${randomBytes(8).toString('hex')}`,
});

/** A local page's session, or null when unknown or past its hour. */
export async function readLocalSession(store: Store, id: string, now: Date): Promise<LocalBillingSessionDoc | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(id)) return null;
  const session = await store.get<LocalBillingSessionDoc>(BILLING_SESSIONS, id);
  return session && session.expires_at > now.toISOString() ? session : null;
}

/**
 * "Payer": the checkout completes once, and the subscription starts as Stripe's first event would say. Taken
 * during the free trial (the session has a trial_end, as Stripe's subscription_data.trial_end), it starts
 * 'trialing' with a first period ending at the trial's end, when the first charge is due; otherwise 'active'
 * for a month. 'already-subscribed': another page was paid first (two tabs); this one charges nothing.
 */
export async function payLocalCheckout(deps: LocalDeps, id: string): Promise<string | 'already-subscribed' | null> {
  const now = deps.now();
  const session = await deps.store.runTransaction(async (tx) => {
    const s = await tx.get<LocalBillingSessionDoc>(BILLING_SESSIONS, id);
    if (!s || s.kind !== 'checkout' || !s.plan || s.completed || s.expires_at <= now.toISOString()) return null;
    const current = await tx.get<SubscriptionDoc>(SUBSCRIPTIONS, s.uid);
    if (current && subscriptionIsLive(current.status)) return 'already-subscribed' as const;
    await tx.update(BILLING_SESSIONS, id, { completed: true });
    return s;
  });
  if (session === null || session === 'already-subscribed') return session;
  const ids = newLocalIds(session.uid, session.customer_id);
  const trialEnd = session.trial_end && session.trial_end > now.toISOString() ? session.trial_end : null;
  const base = { plan: session.plan!, ...ids, current_period_end: trialEnd ?? oneMonthLater(now), cancel_at_period_end: false };
  await applyBillingEvent(deps, localEvent(now, session.uid, base, { status: trialEnd ? 'trialing' : 'active' }));
  return session.success_url;
}

export type LocalPortalAction = 'cancel' | 'resume' | 'end';

/**
 * The portal's buttons: cancel at the end of the period (as Stripe's portal does), resume, or end the
 * period now (standing in for the day Stripe sends customer.subscription.deleted).
 */
export async function localPortalAction(deps: LocalDeps, session: LocalBillingSessionDoc, action: LocalPortalAction): Promise<void> {
  const current = await deps.store.get<SubscriptionDoc>(SUBSCRIPTIONS, session.uid);
  if (!current || current.status === 'canceled') return;
  const change: Partial<Subscription> =
    action === 'cancel'
      ? { status: current.status, cancel_at_period_end: true }
      : action === 'resume'
        ? { status: current.status, cancel_at_period_end: false }
        : { status: 'canceled', cancel_at_period_end: false };
  await applyBillingEvent(deps, localEvent(deps.now(), session.uid, current, change));
}

/**
 * "Simuler la fin de l'essai", on the local pages only (the billing function serves them with BILLING=local,
 * which a deployed function refuses to start with): the free trial ends now, so a person trying `npm start`
 * reaches the Free plan, its limit and the way to upgrade without waiting 14 days. The trial runs from the
 * profile's created_at (trialEndsAt), so the profile is dated back by the trial's length, as if the account
 * had been made then; nothing else reads that date. Nothing changes after the trial or with a live
 * subscription (its plan is in force). true when the trial was ended.
 */
export async function endLocalTrial(deps: LocalDeps, uid: string): Promise<boolean> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const [profile, subscription] = await Promise.all([tx.get<ProfileDoc>(PROFILES, uid), tx.get<SubscriptionDoc>(SUBSCRIPTIONS, uid)]);
    if (!profile || currentPlan({ accountCreatedAt: profile.created_at, subscription }, now) !== 'trial') return false;
    const trialLength = Date.parse(trialEndsAt(profile.created_at)) - Date.parse(profile.created_at);
    await tx.update(PROFILES, uid, { created_at: new Date(now.getTime() - trialLength).toISOString() });
    return true;
  });
}
