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

test('/app/quotes with more than 1,000 quotes (the count costs 2 reads): the first page costs at most 53, with the expiry call 54', async () => {
  const large = await api.asProvider();
  const client = (await large.post('/api/clients', { company_name: 'Client Volume' })).body.id;
  const model = (await large.post('/api/quotes', { client_id: client, title: 'Devis modèle', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 10_000 }] })).body.id;
  const doc = (await api.deps.store.get<Record<string, unknown>>('quotes', model))!;
  const MANY = 1_050;
  // Older copies of a real quote, written straight to the store (creating 1,050 through the API takes minutes).
  for (let start = 1; start < MANY; start += 350) {
    await api.deps.store.runTransaction(async (tx) => {
      for (let i = start; i < Math.min(start + 350, MANY); i++) {
        await tx.set('quotes', `${model}-copy-${i}`, { ...doc, number: `2026-${String(1000 + i)}`, created_at: new Date(Date.parse(String(doc['created_at'])) - i * 60_000).toISOString() });
      }
    });
  }
  const first = await billed(large, ['GET', '/api/quotes?limit=50', 'list']);
  expect(first.shown).toBe(50);
  expect(first.res.body.total).toBe(MANY);
  expect(first.res.body.nextCursor).toEqual(expect.any(String));
  const expiry = await billed(large, ['POST', '/api/jobs/expire-quotes', 'record']);
  expect(expiry.res.body).toEqual({ expired: 0 });
  // The page, 2 for the count and 1 for the change stamp (the answer cache's check): the call alone keeps to items + 3;
  // with the expiry call's read, one over, on a page this instance has not answered yet.
  expect(first.reads).toBeLessThanOrEqual(50 + 3);
  expect(first.reads + expiry.reads).toBeLessThanOrEqual(50 + 4);
  // Answered again while nothing changed: the stamp alone.
  expect((await billed(large, ['GET', '/api/quotes?limit=50', 'list'])).reads).toBe(1);
  // And the list goes on to its end, each document once.
  let cursor: string | null = first.res.body.nextCursor;
  const seen = new Set<string>(first.res.body.items.map((q: { id: string }) => q.id));
  while (cursor) {
    const next = await large.get(`/api/quotes?limit=50&cursor=${encodeURIComponent(cursor)}`);
    for (const q of next.body.items as { id: string }[]) seen.add(q.id);
    cursor = next.body.nextCursor;
  }
  expect(seen.size).toBe(MANY);
}, 120_000);

test('/app/quotes filtered on Envoyé or Expiré (a union of two queries each): a full page costs at most its items + 3', async () => {
  const filtered = await api.asProvider();
  const client = (await filtered.post('/api/clients', { company_name: 'Client Filtres' })).body.id;
  const model = (await filtered.post('/api/quotes', { client_id: client, title: 'Devis modèle', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 10_000 }] })).body.id;
  const doc = (await api.deps.store.get<Record<string, unknown>>('quotes', model))!;
  const older = (i: number) => new Date(Date.parse(String(doc['created_at'])) - i * 60_000).toISOString();
  // Sent with a validity day, or stored expired: each filter's other query (an answer to a client request
  // without a validity day yet, a sent quote the expiry job has not caught up with) finds nothing.
  await api.deps.store.runTransaction(async (tx) => {
    for (let i = 1; i <= 60; i++) {
      const kind = i % 2 === 0 ? { status: 'sent', valid_until: '2999-12-31' } : { status: 'expired', valid_until: '2020-01-31' };
      await tx.set('quotes', `${model}-filtered-${i}`, { ...doc, ...kind, number: `2026-${String(2000 + i)}`, created_at: older(i) });
    }
  });
  await expectWithinBudget(filtered, [
    ['GET', '/api/quotes?status=sent&limit=20', 'list'],
    ['GET', '/api/quotes?status=expired&limit=20', 'list'],
  ]);
  // With answers to client requests among the sent quotes, a page also reads those of the answers just past
  // it: at most limit documents per query, plus one count per query.
  for (const i of [61, 63, 65]) await api.deps.store.set('quotes', `${model}-filtered-${i}`, { ...doc, status: 'sent', valid_until: null, from_client_request: true, client_created: true, number: `2026-${String(2000 + i)}`, created_at: older(i - 50) });
  const { res, reads } = await billed(filtered, ['GET', '/api/quotes?status=sent&limit=20', 'list']);
  expect(res.body.items).toHaveLength(20);
  expect(res.body.total).toBe(33);
  expect(reads).toBeLessThanOrEqual(2 * 20 + 2);
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
