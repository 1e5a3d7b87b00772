import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { PAID_PLANS, planMessages } from '@devis/domain';
import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { startFakeStripe } from '../test-support/fake-stripe';
import { createBillingApp } from './billing-app';
import { StripeBilling } from './stripe-billing';

const WEBHOOK_SECRET = 'whsec_test_devis';
const DAY = 86_400_000;
let now = new Date('2026-11-02T09:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let api: TestApi;
let stripeBilling: StripeBilling;
let webhookServer: Server;
let webhookUrl: string;
/** Signs test events the way Stripe does (the SDK's own helper). */
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeBilling = new StripeBilling({ secretKey: () => 'sk_test_fake', webhookSecret: () => WEBHOOK_SECRET, apiBase: fake.url, taxRateId: 'txr_fr_20' });
  api = await startTestApi({ now: () => now, billing: () => stripeBilling });
  webhookServer = createServer(createBillingApp({ deps: api.deps, kind: 'stripe', stripe: () => stripeBilling }));
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/fn/billing/stripe/webhook`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    webhookServer?.closeAllConnections();
    webhookServer?.close(() => resolve());
  });
  await api?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.calls.length = 0;
  fake.failWith = null;
});

let eventCount = 0;
/** A customer.subscription.* event as Stripe sends it. */
function subscriptionEvent(
  uid: string,
  type: 'created' | 'updated' | 'deleted',
  sub: { status?: string; cancel_at_period_end?: boolean; id?: string; plan?: string; createdAt?: Date; periodEnd?: Date } = {},
) {
  const periodEnd = Math.floor((sub.periodEnd ?? new Date(now.getTime() + 30 * DAY)).getTime() / 1000);
  return {
    id: `evt_test_${++eventCount}`,
    object: 'event',
    type: `customer.subscription.${type}`,
    created: Math.floor((sub.createdAt ?? now).getTime() / 1000),
    data: {
      object: {
        id: sub.id ?? `sub_${uid}`,
        object: 'subscription',
        customer: `cus_${uid}`,
        status: sub.status ?? 'active',
        cancel_at_period_end: sub.cancel_at_period_end ?? false,
        cancel_at: null,
        metadata: { uid, plan: sub.plan ?? 'pro' },
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: periodEnd }] },
      },
    },
  };
}

async function deliver(event: object, options: { secret?: string; tamper?: boolean; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET }) : options.signature;
  const body = options.tamper ? payload.replace('"pro"', '"business"') : payload;
  const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });
  return { status: res.status, body: (await res.json()) as { received?: boolean; error?: { code: string } } };
}

async function provider(): Promise<ProviderCaller> {
  now = new Date('2026-11-02T09:00:00Z');
  return api.asProvider();
}

describe('checkout through Stripe', () => {
  it("opens a Checkout session at the domain's price, keeps the trial's days, and changes no plan by itself", async () => {
    const p = await provider();
    now = new Date(now.getTime() + 3 * DAY); // 11 days of trial left
    const res = await p.post('/api/billing/checkout', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_fake' });
    expect(call.form).toMatchObject({
      mode: 'subscription',
      locale: 'fr',
      client_reference_id: p.uid,
      customer_email: p.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(PAID_PLANS.pro.monthlyPriceHt),
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      'line_items[0][tax_rates][0]': 'txr_fr_20',
      'metadata[uid]': p.uid,
      'metadata[plan]': 'pro',
      'subscription_data[metadata][uid]': p.uid,
      'subscription_data[metadata][plan]': 'pro',
      'subscription_data[trial_end]': String(Math.floor((Date.parse('2026-11-02T09:00:00Z') + 14 * DAY) / 1000)),
      success_url: `${api.baseUrl}/app/profile?abonnement=confirme#abonnement`,
      cancel_url: `${api.baseUrl}/app/profile?abonnement=annule#abonnement`,
    });
    expect((await p.get('/api/billing')).body.plan).toBe('trial');
  });

  it("rounds the trial's end up to Stripe's whole second, so the first period never ends before the trial does", async () => {
    now = new Date('2026-11-02T09:00:00.400Z');
    const p = await api.asProvider();
    await p.post('/api/billing/checkout', { plan: 'pro' });
    expect(fake.calls[0]!.form['subscription_data[trial_end]']).toBe(String(Date.parse('2026-11-16T09:00:01Z') / 1000));
  });

  it('asks for the Business price for the Business plan, and refuses an unknown plan in French', async () => {
    const p = await provider();
    await p.post('/api/billing/checkout', { plan: 'business' });
    expect(fake.calls[0]!.form['line_items[0][price_data][unit_amount]']).toBe(String(PAID_PLANS.business.monthlyPriceHt));
    const bad = await p.post('/api/billing/checkout', { plan: 'enterprise' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(planMessages.planInvalid);
  });

  it('answers 503 in French when Stripe refuses, and 409 to a provider already subscribed', async () => {
    const p = await provider();
    fake.failWith = { status: 400 };
    const failed = await p.post('/api/billing/checkout', { plan: 'pro' });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toEqual({ code: 'BILLING_UNAVAILABLE', message: planMessages.checkoutFailed });
    fake.failWith = null;
    await deliver(subscriptionEvent(p.uid, 'created'));
    const again = await p.post('/api/billing/checkout', { plan: 'business' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');
  });
});

describe('the webhook', () => {
  it('applies a verified subscription event: the plan becomes Pro, unlimited', async () => {
    const p = await provider();
    expect(await deliver(subscriptionEvent(p.uid, 'created'))).toEqual({ status: 200, body: { received: true } });
    const status = (await p.get('/api/billing')).body;
    expect(status).toMatchObject({ plan: 'pro', plan_name: 'Pro', quotes_limit: null, can_manage_billing: true });
    expect(status.subscription).toMatchObject({ plan: 'pro', status: 'active', cancel_at_period_end: false });
  });

  it('refuses a missing, wrong or stale signature and an altered body with 400, changing nothing', async () => {
    const p = await provider();
    const event = subscriptionEvent(p.uid, 'created');
    expect((await deliver(event, { signature: null })).status).toBe(400);
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect(await deliver(event, { tamper: true })).toEqual({ status: 400, body: { error: { code: 'INVALID_SIGNATURE', message: 'Signature invalide' } } });
    const old = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(event, { signature: old })).status).toBe(400);
    expect((await p.get('/api/billing')).body.plan).toBe('trial');
  });

  it('keeps the newest state whatever the delivery order, and ends with the Free plan when the subscription is deleted', async () => {
    const p = await provider();
    now = new Date(now.getTime() + 20 * DAY); // after the trial
    const t0 = now;
    const cancelled = subscriptionEvent(p.uid, 'updated', { cancel_at_period_end: true, createdAt: new Date(t0.getTime() + 60_000) });
    const created = subscriptionEvent(p.uid, 'created', { createdAt: t0 });
    await deliver(cancelled);
    await deliver(created); // late: ignored
    const kept = (await p.get('/api/billing')).body;
    expect(kept).toMatchObject({ plan: 'pro', subscription: { cancel_at_period_end: true } });
    await deliver(cancelled); // a retry of the same event changes nothing
    await deliver(subscriptionEvent(p.uid, 'deleted', { status: 'canceled', createdAt: new Date(t0.getTime() + 120_000) }));
    expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'free', quotes_limit: 5, subscription: { status: 'canceled' } });
  });

  it('ends a second subscription paid while one is live (two checkout tabs), crediting its unused time, whatever the order', async () => {
    const p = await provider();
    const t0 = now;
    await deliver(subscriptionEvent(p.uid, 'created', { id: 'sub_first', plan: 'pro', createdAt: t0 }));
    fake.calls.length = 0;
    const second = subscriptionEvent(p.uid, 'created', { id: 'sub_second', plan: 'business', createdAt: new Date(t0.getTime() + 60_000) });
    expect(await deliver(second)).toEqual({ status: 200, body: { received: true } });
    expect(fake.calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_second', form: { prorate: 'true', invoice_now: 'true' } })]);
    expect((await p.get('/api/billing')).body.subscription).toMatchObject({ plan: 'pro', status: 'active' });
    // Its own end, then a late event of it, change nothing; the first one keeps applying.
    await deliver(subscriptionEvent(p.uid, 'deleted', { id: 'sub_second', plan: 'business', status: 'canceled', createdAt: new Date(t0.getTime() + 120_000) }));
    await deliver(subscriptionEvent(p.uid, 'updated', { id: 'sub_second', plan: 'business', createdAt: new Date(t0.getTime() + 30_000) }));
    expect((await p.get('/api/billing')).body.subscription).toMatchObject({ plan: 'pro', status: 'active' });
    await deliver(subscriptionEvent(p.uid, 'updated', { id: 'sub_first', plan: 'pro', cancel_at_period_end: true, createdAt: new Date(t0.getTime() + 180_000) }));
    expect((await p.get('/api/billing')).body.subscription).toMatchObject({ plan: 'pro', cancel_at_period_end: true });
  });

  it('ignores events of other kinds, of subscriptions made elsewhere, and of accounts that no longer exist', async () => {
    const p = await provider();
    const invoice = { id: 'evt_inv', object: 'event', type: 'invoice.paid', created: Math.floor(now.getTime() / 1000), data: { object: { id: 'in_1', object: 'invoice' } } };
    expect((await deliver(invoice)).status).toBe(200);
    const foreign = subscriptionEvent(p.uid, 'created');
    (foreign.data.object as { metadata: Record<string, string> }).metadata = {};
    expect((await deliver(foreign)).status).toBe(200);
    expect((await deliver(subscriptionEvent('no-such-account', 'created'))).status).toBe(200);
    expect((await p.get('/api/billing')).body.plan).toBe('trial');
    expect(await api.deps.store.get('subscriptions', 'no-such-account')).toBeNull();
  });
});

describe('changing plan', () => {
  it('moves the live subscription to Business at once, prorated, with its own product; the webhook then records it', async () => {
    const p = await provider();
    await deliver(subscriptionEvent(p.uid, 'created', { id: 'sub_switch', plan: 'pro' }));
    fake.calls.length = 0;
    const res = await p.post('/api/billing/change-plan', { plan: 'business' });
    expect(res.status).toBe(200);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_switch',
      'GET /v1/products/devis_business',
      'POST /v1/products',
      'POST /v1/subscriptions/sub_switch',
    ]);
    expect(fake.calls[2]!.form).toMatchObject({ id: 'devis_business', name: 'Devis Business' });
    expect(fake.calls[3]!.form).toMatchObject({
      'items[0][id]': 'si_sub_switch',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][unit_amount]': String(PAID_PLANS.business.monthlyPriceHt),
      'items[0][price_data][product]': 'devis_business',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][tax_rates][0]': 'txr_fr_20',
      'metadata[plan]': 'business',
      'metadata[uid]': p.uid,
      proration_behavior: 'create_prorations',
    });
    // The product is made once.
    fake.calls.length = 0;
    await deliver(subscriptionEvent(p.uid, 'updated', { id: 'sub_switch', plan: 'business', createdAt: new Date(now.getTime() + 60_000) }));
    expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'business', plan_name: 'Business' });
    await p.post('/api/billing/change-plan', { plan: 'pro' });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/subscriptions/sub_switch', 'GET /v1/products/devis_pro', 'POST /v1/products', 'POST /v1/subscriptions/sub_switch']);
  });

  it('answers 503 in French when Stripe refuses, and 409 without a live subscription', async () => {
    const p = await provider();
    expect((await p.post('/api/billing/change-plan', { plan: 'business' })).body.error).toEqual({ code: 'NO_SUBSCRIPTION', message: planMessages.noLiveSubscription });
    await deliver(subscriptionEvent(p.uid, 'created', { id: 'sub_refused', plan: 'pro' }));
    fake.failWith = { status: 400 };
    const res = await p.post('/api/billing/change-plan', { plan: 'business' });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'BILLING_UNAVAILABLE', message: planMessages.changeFailed });
    expect((await p.get('/api/billing')).body.plan).toBe('pro');
  });
});

describe('the customer portal', () => {
  it("opens Stripe's portal on the provider's own customer, and answers 409 to one who never subscribed", async () => {
    const p = await provider();
    const none = await p.post('/api/billing/portal');
    expect(none.status).toBe(409);
    expect(none.body.error).toEqual({ code: 'NO_SUBSCRIPTION', message: planMessages.noBillingAccount });
    await deliver(subscriptionEvent(p.uid, 'created'));
    const res = await p.post('/api/billing/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', form: { customer: `cus_${p.uid}`, return_url: `${api.baseUrl}/app/profile#abonnement`, locale: 'fr' } });
  });
});
