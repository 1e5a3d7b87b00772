import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { planMessages, planSummary } from '@devis/domain';
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

test('a provider subscribes on the local checkout page during the trial; the plan changes when "Payer" is pressed, once, and the first charge waits for the trial\'s end', async () => {
  const p = await provider();
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  expect(url).toMatch(new RegExp(`^${api.baseUrl}/fn/billing/local/checkout/[A-Za-z0-9_-]{32}$`));
  const page = await open(url);
  expect(page.status).toBe(200);
  expect(page.html).toContain('Abonnement Devis Pro');
  expect(page.html).toContain('19,00');
  expect(page.html).toContain("aucune carte n'est débitée");
  expect(page.html).toContain('Premier prélèvement le 16 novembre 2026, à la fin de votre essai.');
  expect((await p.get('/api/billing')).body.plan).toBe('trial');

  const paid = await press(url, 'pay');
  expect(paid).toEqual({ status: 303, location: `${api.baseUrl}/app/profile?abonnement=confirme#abonnement` });
  const status = (await p.get('/api/billing')).body;
  // As Stripe with subscription_data.trial_end: 'trialing', the first period ending with the trial (registered 2 November, 09:00Z).
  expect(status).toMatchObject({ plan: 'pro', can_manage_billing: true, subscription: { status: 'trialing', cancel_at_period_end: false } });
  expect(status.subscription.current_period_end).toBe('2026-11-16T09:00:00.000Z');
  expect(status.trial_ends_at).toBe('2026-11-16T09:00:00.000Z');
  expect((await open((await p.post('/api/billing/portal')).body.url)).html).toContain("Période d&#39;essai, premier prélèvement le 16 novembre 2026");
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
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'pro', subscription: { status: 'trialing' } });
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
  expect(after).toMatchObject({ plan: 'business', plan_name: 'Business', subscription: { status: 'trialing', current_period_end: before.subscription.current_period_end } });
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

test('the local first period ends at the same whole second as Stripe\'s trial_end; cancelled, the Free plan follows it', async () => {
  now = new Date('2026-11-02T09:00:00.400Z');
  const p = await api.asProvider();
  await press((await p.post('/api/billing/checkout', { plan: 'pro' })).body.url, 'pay');
  await press((await p.post('/api/billing/portal')).body.url, 'cancel');
  const status = (await p.get('/api/billing')).body;
  expect(status.subscription).toMatchObject({ status: 'trialing', cancel_at_period_end: true, current_period_end: '2026-11-16T09:00:01.000Z' });
  expect(planSummary(status, now)).toBe("Abonnement résilié : le plan Pro reste actif jusqu'au 16 novembre 2026, puis plan Free.");
});

test('with less than 2 days of trial left nothing is carried over: the subscription is active for a month at once', async () => {
  const p = await provider();
  now = new Date('2026-11-15T09:00:00Z'); // one day of trial left
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  expect((await open(url)).html).not.toContain('Premier prélèvement');
  await press(url, 'pay');
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'pro', subscription: { status: 'active', current_period_end: '2026-12-15T09:00:00.000Z' } });
});

test('"Simuler la fin de l\'essai" (local pages only) puts an account in its trial on the Free plan, with its limit', async () => {
  const p = await provider();
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  expect((await open(url)).html).toContain('Simuler la fin de l&#39;essai');
  expect(await press(url, 'end-trial')).toEqual({ status: 303, location: `${api.baseUrl}/app/profile#abonnement` });
  const free = (await p.get('/api/billing')).body;
  expect(free).toMatchObject({ plan: 'free', plan_name: 'Free', trial_days_left: 0, quotes_counted: 0, quotes_limit: 5, subscription: null });
  expect(free.trial_ends_at).toBe(now.toISOString());
  // The way to upgrade stays open, without the trial's days, and the button is gone after the trial.
  const again = (await p.post('/api/billing/checkout', { plan: 'pro' })).body.url as string;
  const html = (await open(again)).html;
  expect(html).not.toContain('Simuler la fin');
  expect(html).not.toContain('Premier prélèvement');
  // Pressed again (an old tab): nothing moves.
  await press(url, 'end-trial');
  expect((await p.get('/api/billing')).body.trial_ends_at).toBe(free.trial_ends_at);
});

test('after "Simuler la fin de la période" during the trial the account is back in its trial; the portal can end it too', async () => {
  const p = await provider();
  now = new Date('2026-11-13T09:00:00Z'); // 3 days of trial left
  await press((await p.post('/api/billing/checkout', { plan: 'business' })).body.url, 'pay');
  const { url } = (await p.post('/api/billing/portal')).body as { url: string };
  expect((await open(url)).html).not.toContain('Simuler la fin de l&#39;essai'); // a live subscription: its plan is in force
  expect(await press(url, 'end-trial')).toEqual({ status: 303, location: new URL(url).pathname });
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'business', subscription: { status: 'trialing' } });
  await press(url, 'cancel');
  await press(url, 'end');
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'trial', subscription: { status: 'canceled' } });
  expect((await open(url)).html).toContain('Simuler la fin de l&#39;essai');
  await press(url, 'end-trial');
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'free', quotes_limit: 5 });
});

test('"Simuler la fin de l\'essai" cannot be called with Stripe billing (production): 404, the trial goes on', async () => {
  const p = await provider();
  const { url } = (await p.post('/api/billing/checkout', { plan: 'pro' })).body as { url: string };
  const stripeApp = createServer(createBillingApp({ deps: api.deps, kind: 'stripe', stripe: () => new StripeBilling({ secretKey: () => 'x', webhookSecret: () => 'y' }) }));
  await new Promise<void>((resolve) => stripeApp.listen(0, '127.0.0.1', resolve));
  try {
    const path = new URL(url).pathname;
    for (const action of [`${path}/end-trial`, `${path.replace('/checkout/', '/portal/')}/end-trial`]) {
      const res = await fetch(`http://127.0.0.1:${(stripeApp.address() as AddressInfo).port}${action}`, { method: 'POST', redirect: 'manual' });
      expect(res.status).toBe(404);
    }
  } finally {
    stripeApp.closeAllConnections();
    await new Promise<void>((resolve) => stripeApp.close(() => resolve()));
  }
  expect((await p.get('/api/billing')).body).toMatchObject({ plan: 'trial', trial_days_left: 14 });
});
