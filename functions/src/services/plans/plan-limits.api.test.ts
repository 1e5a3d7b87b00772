import { FREE_PLAN_QUOTES_PER_MONTH, planMessages } from '@devis/domain';
import { startTestApi, type ProviderCaller, type TestApi } from '../../test-support/test-api';
import { SUBSCRIPTIONS, type SubscriptionDoc } from './plan-record';
import { nextQuoteNumber } from '../quote-number/next-quote-number';

// Registered on 2 November 2026, 10:00 Paris: the trial ends on 16 November, 10:00 Paris.
const REGISTERED = new Date('2026-11-02T09:00:00Z');
const DAY = 86_400_000;
let now = REGISTERED;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
});

afterAll(async () => {
  await api?.close();
});

const line = [{ description: 'Prestation', quantity: 1, unit_price_ht: 10_000 }];

async function newProvider(): Promise<{ provider: ProviderCaller; clientId: string }> {
  now = REGISTERED;
  const provider = await api.asProvider();
  const clientId = (await provider.post('/api/clients', { company_name: 'Client Plan' })).body.id as string;
  return { provider, clientId };
}

const create = (p: ProviderCaller, clientId: string) => p.post('/api/quotes', { client_id: clientId, lines: line });

async function subscribe(uid: string, patch: Partial<SubscriptionDoc> = {}) {
  const doc: SubscriptionDoc = {
    user_id: uid,
    plan: 'pro',
    status: 'active',
    current_period_end: new Date(now.getTime() + 30 * DAY).toISOString(),
    cancel_at_period_end: false,
    customer_id: `cus_${uid}`,
    subscription_id: `sub_${uid}`,
    event_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...patch,
  };
  await api.deps.store.set(SUBSCRIPTIONS, uid, doc);
}

test('during the 14-day trial quotes are unlimited; the next day the Free plan allows 5 per Paris month, then 402 in French', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 14 * DAY - 60_000); // one minute before the trial ends
  for (let i = 0; i < 8; i++) expect((await create(provider, clientId)).status).toBe(201);
  const trial = await provider.get('/api/billing');
  expect(trial.body).toMatchObject({ plan: 'trial', trial_days_left: 1, quotes_limit: null, reminders_included: true });

  now = new Date(REGISTERED.getTime() + 14 * DAY); // the trial is over
  const free = await provider.get('/api/billing');
  expect(free.body).toMatchObject({ plan: 'free', trial_days_left: 0, quotes_counted: 0, quotes_limit: FREE_PLAN_QUOTES_PER_MONTH, reminders_included: false });
  for (let i = 0; i < FREE_PLAN_QUOTES_PER_MONTH; i++) expect((await create(provider, clientId)).status).toBe(201);
  const refused = await create(provider, clientId);
  expect(refused.status).toBe(402);
  expect(refused.body).toEqual({ error: { code: 'PLAN_LIMIT_REACHED', message: planMessages.quotaReached } });
  expect((await provider.get('/api/billing')).body.quotes_counted).toBe(5);
  // Nothing was made by the refused call: 8 trial quotes and 5 Free ones, numbers without a gap.
  const list = await provider.get('/api/quotes?limit=100');
  expect(list.body.total).toBe(13);
  expect(list.body.items.map((q: { quote_number: string }) => q.quote_number).sort().at(-1)).toBe('2026-013');
});

test('the month is the Paris calendar month: 30 November 23:30 Paris is still November, 00:30 is December', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date('2026-11-30T22:00:00Z'); // 23:00 in Paris
  for (let i = 0; i < 5; i++) expect((await create(provider, clientId)).status).toBe(201);
  now = new Date('2026-11-30T22:30:00Z'); // 23:30 in Paris, 30 November
  expect((await create(provider, clientId)).status).toBe(402);
  now = new Date('2026-11-30T23:30:00Z'); // 00:30 in Paris, 1 December
  expect((await create(provider, clientId)).status).toBe(201);
  expect((await provider.get('/api/billing')).body).toMatchObject({ month: '2026-12', quotes_counted: 1 });
});

test('20 creations at once with one quote left: exactly one goes through', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 20 * DAY);
  for (let i = 0; i < 4; i++) expect((await create(provider, clientId)).status).toBe(201);
  const results = await Promise.all(Array.from({ length: 20 }, () => create(provider, clientId)));
  expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  expect(results.filter((r) => r.status === 402)).toHaveLength(19);
  expect((await provider.get('/api/quotes?limit=100')).body.total).toBe(5);
  expect((await provider.get('/api/billing')).body.quotes_counted).toBe(5);
});

test('duplicating and adding sample data count too, and are refused whole at the limit', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 20 * DAY);
  const first = (await create(provider, clientId)).body.id as string;
  for (let i = 0; i < 3; i++) expect((await provider.post(`/api/quotes/${first}/duplicate`, {})).status).toBe(201);
  expect((await provider.post('/api/sample-data')).status).toBe(201); // the 5th quote
  const clientsBefore = (await provider.get('/api/clients')).body.total as number;
  expect((await provider.post(`/api/quotes/${first}/duplicate`, {})).status).toBe(402);
  const sample = await provider.post('/api/sample-data');
  expect(sample.status).toBe(402);
  expect(sample.body.error.message).toBe(planMessages.quotaReached);
  expect((await provider.get('/api/clients')).body.total).toBe(clientsBefore);
});

test('at the limit, existing drafts and sent quotes stay listed, editable and deletable', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 20 * DAY);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await create(provider, clientId)).body.id);
  expect((await create(provider, clientId)).status).toBe(402);
  const edited = await provider.put(`/api/quotes/${ids[0]}`, { client_id: clientId, title: 'Modifié', lines: line });
  expect(edited.status).toBe(200);
  expect((await provider.get(`/api/quotes/${ids[1]}`)).status).toBe(200);
  expect((await provider.del(`/api/quotes/${ids[2]}`)).status).toBe(204);
  // Deleting does not give a quote back: the limit counts creations.
  expect((await create(provider, clientId)).status).toBe(402);
  expect((await provider.get('/api/quotes?limit=100')).body.total).toBe(4);
});

test('a live paid subscription lifts the limit; once it ends the Free plan applies again', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 20 * DAY);
  for (let i = 0; i < 5; i++) await create(provider, clientId);
  await subscribe(provider.uid);
  for (let i = 0; i < 7; i++) expect((await create(provider, clientId)).status).toBe(201);
  expect((await provider.get('/api/billing')).body).toMatchObject({ plan: 'pro', quotes_limit: null, quotes_counted: 5 });
  await subscribe(provider.uid, { status: 'past_due' }); // Stripe still retrying the payment: kept
  expect((await create(provider, clientId)).status).toBe(201);
  await subscribe(provider.uid, { status: 'canceled' });
  expect((await provider.get('/api/billing')).body).toMatchObject({ plan: 'free', quotes_counted: 5 });
  expect((await create(provider, clientId)).status).toBe(402);
});

test('quotes a client or a visitor makes for the provider are never counted nor refused', async () => {
  const { provider, clientId } = await newProvider();
  now = new Date(REGISTERED.getTime() + 20 * DAY);
  for (let i = 0; i < 5; i++) await create(provider, clientId);
  const numbers = await Promise.all(
    Array.from({ length: 3 }, () => api.deps.store.runTransaction((tx) => nextQuoteNumber(tx, provider.uid, now, 'client'))),
  );
  expect(numbers.sort()).toEqual(['2026-006', '2026-007', '2026-008']);
  expect((await provider.get('/api/billing')).body.quotes_counted).toBe(5);
});
