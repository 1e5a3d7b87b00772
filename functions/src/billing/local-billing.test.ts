import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { planMessages } from '@devis/domain';
import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { createBillingApp } from './billing-app';
import { StripeBilling } from './stripe-billing';

let now = new Date('2026-11-02T09:00:00Z');
let api: TestApi;
let pages: Server;
let pagesOrigin: string;

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  const stripe = () => new StripeBilling({ secretKey: () => 'sk_unused', webhookSecret: () => 'whsec_unused' });
  pages = createServer(createBillingApp({ deps: api.deps, kind: 'local', stripe }));
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    pages?.closeAllConnections();
    pages?.close(() => resolve());
  });
  await api?.close();
});

/** The page behind a URL the API returned (on the test API's origin), served by the billing function. */
const onPages = (url: string) => url.replace(api.baseUrl, pagesOrigin);

async function open(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(onPages(url));
  return { status: res.status, html: await res.text() };
}

async function press(url: string, button: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${onPages(url)}/${button}`, { method: 'POST', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

async function provider(): Promise<ProviderCaller> {
  now = new Date('2026-11-02T09:00:00Z');
  return api.asProvider();
}

test('a provider subscribes on the local checkout page; the plan changes when "Payer" is pressed, once', async () => {
  const p = await provider();
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  expect(url).toMatch(new RegExp(`^${api.baseUrl}/fn/billing/local/checkout/[A-Za-z0-9_-]{32}$`));
  const page = await open(url);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Abonnement Devis Pro');
  expect(page.html).toContain('19,00');
  expect(page.html).toContain("aucune carte n'est débitée");
  expect((await p.get('/api/billing')).body.plan).toBe('trial');

  const paid = await press(url, 'pay');
  expect(paid).toEqual({ status: 303, location: `${api.baseUrl}/app/profile?abonnement=confirme#abonnement` });
  const status = (await p.get('/api/billing')).body;
  expect(status).toMatchObject({ plan: 'pro', can_manage_billing: true, subscription: { status: 'active', cancel_at_period_end: false } });
  expect(status.subscription.current_period_end).toBe('2026-12-02T09:00:00.000Z');
  // The page is spent: a second press or a reload finds nothing to pay.
  expect((await press(url, 'pay')).status).toBe(404);
  expect((await open(url)).status).toBe(404);
});

test('two checkout pages open in two tabs: the second "Payer" charges nothing and says a subscription is live', async () => {
  const p = await provider();
  const first = (await p.post('/api/billing/checkout', { plan: 'pro' })).body.url as string;
  const second = (await p.post('/api/billing/checkout', { plan: 'business' })).body.url as string;
  expect((await press(first, 'pay')).status).toBe(303);
  const res = await fetch(`${onPages(second)}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(409);
  const html = await res.text();
  expect(html).toContain('Vous êtes déjà abonné');
  expect(html).toContain("Ce paiement n'a pas été effectué.");
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'pro', subscription: { status: 'active' } });
  // Both pressed at once: one subscription.
  const q = await provider();
  const pages = await Promise.all(['pro', 'business'].map(async (plan) => (await q.post('/api/billing/checkout', { plan })).body.url as string));
  const statuses = (await Promise.all(pages.map((url) => press(url, 'pay')))).map((r) => r.status).sort();
  expect(statuses).toEqual([303, 409]);
});

test('a subscriber moves between Pro and Business at once; the same plan or no subscription is refused in French', async () => {
  const p = await provider();
  expect((await p.post('/api/billing/change-plan', { plan: 'business' })).body.error).toEqual({ code: 'NO_SUBSCRIPTION', message: planMessages.noLiveSubscription });
  await press((await p.post('/api/billing/checkout', { plan: 'pro' })).body.url, 'pay');
  const before = (await p.get('/api/billing')).body;
  const moved = await p.post('/api/billing/change-plan', { plan: 'business' });
  expect(moved).toMatchObject({ status: 200, body: { plan: 'business' } });
  const after = (await p.get('/api/billing')).body;
  expect(after).toMatchObject({ plan: 'business', plan_name: 'Business', subscription: { status: 'active', current_period_end: before.subscription.current_period_end } });
  expect((await p.post('/api/billing/change-plan', { plan: 'business' })).body.error).toEqual({ code: 'SAME_PLAN', message: planMessages.samePlan });
  expect((await p.post('/api/billing/change-plan', { plan: 'gold' })).body.error).toMatchObject({ message: planMessages.planInvalid });
  expect((await p.post('/api/billing/change-plan', { plan: 'pro' })).body).toEqual({ plan: 'pro' });
  expect((await p.get('/api/billing')).body.plan).toBe('pro');
});

test('"Annuler" goes back to the profile and changes nothing', async () => {
  const p = await provider();
  const { url } = (await p.post('/api/billing/checkout', { plan: 'business' })).body as { url: string };
  expect(await press(url, 'cancel')).toEqual({ status: 303, location: `${api.baseUrl}/app/profile?abonnement=annule#abonnement` });
  expect((await p.get('/api/billing')).body.plan).toBe('trial');
});

test('the local portal cancels at the end of the period, resumes, and ends the period: then the Free plan applies', async () => {
  const p = await provider();
  now = new Date('2026-11-20T09:00:00Z'); // after the trial
  await press((await p.post('/api/billing/checkout', { plan: 'pro' })).body.url, 'pay');
  const { url } = (await p.post('/api/billing/portal')).body as { url: string };
  expect(url).toContain('/fn/billing/local/portal/');
  expect((await open(url)).html).toContain('Actif, renouvellement le 20 décembre 2026');

  expect(await press(url, 'cancel')).toEqual({ status: 303, location: new URL(url).pathname });
  expect((await open(url)).html).toContain('Résilié, actif jusqu&#39;au 20 décembre 2026');
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'pro', subscription: { cancel_at_period_end: true } });

  await press(url, 'resume');
  expect((await p.get('/api/billing')).body.subscription.cancel_at_period_end).toBe(false);
  await press(url, 'cancel');
  await press(url, 'end');
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
  expect((await open(url)).html).toContain('Aucun abonnement en cours');
  expect(await press(url, 'return')).toEqual({ status: 303, location: `${api.baseUrl}/app/profile#abonnement` });
});

test('unknown or expired sessions answer the expired page; the local pages do not exist with Stripe', async () => {
  const p = await provider();
  expect((await open(`${api.baseUrl}/fn/billing/local/checkout/${'a'.repeat(32)}`)).status).toBe(404);
  expect((await open(`${api.baseUrl}/fn/billing/local/checkout/not-an-id`)).status).toBe(404);
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  now = new Date(now.getTime() + 61 * 60_000);
  expect((await press(url, 'pay')).status).toBe(404);
  expect((await p.get('/api/billing')).body.plan).toBe('trial');

  const stripeApp = createServer(createBillingApp({ deps: api.deps, kind: 'stripe', stripe: () => new StripeBilling({ secretKey: () => 'x', webhookSecret: () => 'y' }) }));
  await new Promise<void>((resolve) => stripeApp.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(stripeApp.address() as AddressInfo).port}/fn/billing/local/checkout/${'a'.repeat(32)}`);
    expect(res.status).toBe(404);
  } finally {
    stripeApp.closeAllConnections();
    await new Promise<void>((resolve) => stripeApp.close(() => resolve()));
  }
});
