import { parseLink, startSendingTestApi, type SendingTestApi } from '../test-support/sending-test-api';
import { withStoreUsage } from '../test-support/store-usage';
import type { ApiCaller, ApiResponse, ProviderCaller } from '../test-support/test-api';

// Firestore bills every document read. Each screen's first load, as its loaders and pages call the API
// (mf-provider/src/app-routes.tsx, the quotes page's expiry call, mf-public's pages), costs at most the items
// it shows + 3 reads per call; the dashboard at most 25. Counted by the store (store/usage.ts, Firestore's
// billing rules) for a provider with more quotes, clients and services than a page holds.
let api: SendingTestApi;
let provider: ProviderCaller;
let link: { publicId: string; token: string };
let editedId: string;

const QUOTES = 60;
const CLIENTS = 30;
const SERVICES = 30;

beforeAll(async () => {
  api = await startSendingTestApi();
  provider = await api.asProvider();
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++) clients.push((await provider.post('/api/clients', { company_name: `Client ${i + 1}` })).body.id);
  for (let i = 0; i < SERVICES; i++) await provider.post('/api/services', { name: `Prestation ${i + 1}`, unit_price_ht: 10_000 + i });
  for (let i = 0; i < QUOTES - 1; i++) {
    const lines = Array.from({ length: 1 + (i % 4) }, (_, k) => ({ description: `Ligne ${k + 1}`, quantity: 1, unit_price_ht: 10_000 }));
    const res = await provider.post('/api/quotes', { client_id: clients[i % CLIENTS], title: `Devis ${i + 1}`, lines });
    expect(res.status).toBe(201);
    editedId = res.body.id;
  }
  const sent = await api.draftQuote(provider);
  const answer = await api.send(provider, { quoteId: sent.id, sendToClientAccount: false });
  expect(answer.status).toBe(200);
  link = parseLink(answer.body.publicLink);
  // The expiry call finds nothing due on a second visit: measure the steady state.
  await provider.post('/api/jobs/expire-quotes');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

type Call = [method: 'GET' | 'POST', path: string, answers: 'list' | 'record'];

/** One API call's answer, the items it shows (a list's items, or one record), and the reads it was billed. */
async function billed(caller: ApiCaller, [method, path, answers]: Call): Promise<{ res: ApiResponse; shown: number; reads: number; writes: number }> {
  const { result: res, reads, writes } = await withStoreUsage(api.deps.store, () => caller.request(method, path, method === 'POST' ? {} : undefined));
  expect(res.status).toBe(200);
  return { res, shown: answers === 'list' ? res.body.items.length : 1, reads, writes };
}

async function expectWithinBudget(caller: ApiCaller, calls: Call[]): Promise<number> {
  let total = 0;
  for (const call of calls) {
    const [method, path] = call;
    const { shown, reads, writes } = await billed(caller, call);
    expect({ path, reads: reads <= shown + 3 }).toEqual({ path, reads: true });
    if (method === 'GET') expect({ path, writes }).toEqual({ path, writes: 0 });
    total += reads;
  }
  return total;
}

test('/app: the dashboard costs at most 25 reads', async () => {
  const { reads, writes } = await billed(provider, ['GET', '/api/dashboard', 'record']);
  expect(reads).toBeLessThanOrEqual(25);
  expect(writes).toBe(0);
});

test('/app/quotes: the first page of 50 and the expiry call cost at most 53 reads', async () => {
  const first = await billed(provider, ['GET', '/api/quotes?limit=50', 'list']);
  expect(first.shown).toBe(50);
  expect(first.res.body.total).toBe(QUOTES);
  const expiry = await billed(provider, ['POST', '/api/jobs/expire-quotes', 'record']);
  expect(expiry.res.body).toEqual({ expired: 0 });
  expect(first.reads + expiry.reads).toBeLessThanOrEqual(50 + 3);
});

test('/app/quotes/new: the pickers, the profile and the edited quote, each at most its items + 3', async () => {
  const total = await expectWithinBudget(provider, [
    ['GET', '/api/clients?limit=20', 'list'],
    ['GET', '/api/services?limit=20', 'list'],
    ['GET', '/api/profile', 'record'],
    ['GET', `/api/quotes/${editedId}`, 'record'],
  ]);
  expect(total).toBeLessThanOrEqual(20 + 20 + 1 + 1 + 2 * 3);
});

test('/app/clients, /app/services, /app/profile: at most the items shown + 3', async () => {
  await expectWithinBudget(provider, [
    ['GET', '/api/clients?limit=50', 'list'],
    ['GET', '/api/services?limit=50', 'list'],
    ['GET', '/api/profile', 'record'],
  ]);
});

test('a public link and the client portal view of a sent quote: at most 4 reads each', async () => {
  const visitor = api.anonymous();
  // The first opening records the view (one event, written once); later ones read the same.
  await visitor.get(`/api/public/quotes/${link.publicId}?t=${link.token}`);
  await expectWithinBudget(visitor, [
    ['GET', `/api/public/quotes/${link.publicId}?t=${link.token}`, 'record'],
    ['GET', `/api/public/c/quotes/${link.publicId}?t=${link.token}`, 'record'],
  ]);
});
