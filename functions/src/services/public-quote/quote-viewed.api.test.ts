import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import { withStoreUsage } from '../../test-support/store-usage';
import type { ProviderCaller } from '../../test-support/test-api';
import { markQuoteViewed } from './quote-viewed';
import type { QuoteDoc } from '../quotes/quote-record';

// 'Consulté le …': opening a sent quote's public link marks the quote, and the provider's list says so.
let api: SendingTestApi;
let owner: ProviderCaller;

beforeAll(async () => {
  api = await startSendingTestApi();
  owner = await api.asProvider({ companyName: 'Atelier Suivi' });
});
afterAll(() => api?.close());
afterEach(() => api.setNow(null));

const T0 = Date.parse('2026-11-29T09:40:00Z');
const at = (ms: number) => new Date(T0 + ms);

async function send(quoteId: string) {
  const sent = await api.send(owner, { quoteId, sendToClientAccount: false });
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
  return parseLink(sent.body.publicLink);
}

async function sentQuote() {
  api.setNow(at(0));
  const quote = await api.draftQuote(owner);
  return { id: quote.id as string, link: await send(quote.id) };
}

const open = (link: { publicId: string; token: string }, userAgent = 'Navigateur du client') =>
  api.anonymous().request('GET', `/api/public/quotes/${link.publicId}?t=${link.token}`, undefined, { 'user-agent': userAgent });

async function listed(id: string) {
  const res = await owner.get('/api/quotes?limit=50');
  expect(res.status).toBe(200);
  return res.body.items.find((q: { id: string }) => q.id === id);
}

test('opening the link marks the quote viewed in the list and the detail, without moving its modification date', async () => {
  const { id, link } = await sentQuote();
  const before = await listed(id);
  expect(before.viewed_at).toBeNull();

  api.setNow(at(2 * 60_000));
  const { result, reads, writes } = await withStoreUsage(api.deps.store, () => open(link));
  expect(result.status).toBe(200);
  // The link, the quote and its version, then the visitor's window: no read for the mark. Writes: window, event, mark,
  // and the provider's change stamp (the quotes list's cache sees the mark).
  expect({ reads, writes }).toEqual({ reads: 4, writes: 4 });

  const after = await listed(id);
  expect(after).toMatchObject({ status: 'sent', viewed_at: at(2 * 60_000).toISOString(), updated_at: before.updated_at, sent_at: before.sent_at });
  const detail = await owner.get(`/api/quotes/${id}`);
  expect(detail.body).toMatchObject({ viewed_at: at(2 * 60_000).toISOString(), updated_at: before.updated_at });
  expect(detail.body).not.toHaveProperty('last_view');
});

test('the view wakes the provider’s live quotes list', async () => {
  // Its own provider on the real clock: the channel watches the newest event, and the other tests' are dated later.
  const watcher = await api.asProvider({ companyName: 'Atelier Direct' });
  const quote = await api.draftQuote(watcher);
  const sent = await api.send(watcher, { quoteId: quote.id, sendToClientAccount: false });
  const { cursor } = (await watcher.get('/api/live?channel=quotes')).body;
  expect((await open(parseLink(sent.body.publicLink))).status).toBe(200);
  // A cursor taken before the view answers changed at once.
  const res = await watcher.get(`/api/live?channel=quotes&after=${cursor}`);
  expect(res.body).toMatchObject({ changed: true });
});

test('a second opening within 30 minutes writes nothing; a later one moves the date', async () => {
  const { id, link } = await sentQuote();
  api.setNow(at(60_000));
  await open(link);
  api.setNow(at(10 * 60_000));
  const again = await withStoreUsage(api.deps.store, () => open(link));
  expect(again.result.status).toBe(200);
  expect(again.writes).toBe(0);
  expect((await listed(id)).viewed_at).toBe(at(60_000).toISOString());

  api.setNow(at(40 * 60_000));
  await open(link);
  expect((await listed(id)).viewed_at).toBe(at(40 * 60_000).toISOString());
});

test('re-sending starts the new version unviewed, until its own link is opened', async () => {
  const { id, link } = await sentQuote();
  api.setNow(at(60_000));
  await open(link);
  expect((await listed(id)).viewed_at).toBe(at(60_000).toISOString());

  api.setNow(at(5 * 60_000));
  const next = await send(id);
  expect(await listed(id)).toMatchObject({ version: 2, viewed_at: null });
  // The old link no longer opens, and marks nothing.
  expect((await open(link, 'Autre navigateur')).status).toBe(410);
  expect((await listed(id)).viewed_at).toBeNull();

  api.setNow(at(6 * 60_000));
  await open(next);
  expect((await listed(id)).viewed_at).toBe(at(6 * 60_000).toISOString());
});

test('a view that commits after a re-send names the old version and does not mark the new one', async () => {
  const { id } = await sentQuote();
  const old = (await api.deps.store.get<QuoteDoc>('quotes', id))!;
  api.setNow(at(60_000));
  await send(id);
  // What the view's transaction writes, from its earlier read of version 1.
  await api.deps.store.runTransaction((tx) => markQuoteViewed(tx, { quote: old, link: { quote_id: id, user_id: owner.uid, token_hash: 'x', version: 1, created_at: old.created_at } }, at(61_000)));
  expect(await listed(id)).toMatchObject({ version: 2, viewed_at: null });
});

test('the provider edits and re-sends right after a view: no conflict, and the edit keeps the view of the sent version', async () => {
  const { id, link } = await sentQuote();
  api.setNow(at(60_000));
  await open(link);

  api.setNow(at(61_000));
  const edited = await owner.put(`/api/quotes/${id}`, { client_id: (await owner.get(`/api/quotes/${id}`)).body.client_id, title: 'Refonte du site (v2)', lines: [{ description: 'Prestation', quantity: 1, unit_price_ht: 20_000, tva_rate_percent: 20 }] });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ viewed_at: at(60_000).toISOString(), updated_at: at(61_000).toISOString() });

  api.setNow(at(62_000));
  const resent = await api.send(owner, { quoteId: id, sendToClientAccount: false });
  expect(resent.status).toBe(200);
  expect(await listed(id)).toMatchObject({ version: 2, viewed_at: null });
});

test('a view does not make an unedited re-send look edited: the double-send guard holds as before, and lifts after 30 s', async () => {
  const { id, link } = await sentQuote();
  api.setNow(at(5_000));
  await open(link);
  api.setNow(at(10_000));
  expect((await api.send(owner, { quoteId: id, sendToClientAccount: false })).status).toBe(409);
  api.setNow(at(31_000));
  expect((await api.send(owner, { quoteId: id, sendToClientAccount: false })).status).toBe(200);
});

test('a duplicate of a viewed quote is a new, unviewed draft', async () => {
  const { id, link } = await sentQuote();
  api.setNow(at(60_000));
  await open(link);
  const copy = await owner.post(`/api/quotes/${id}/duplicate`, {});
  expect(copy.status).toBe(201);
  expect(copy.body).toMatchObject({ status: 'draft', viewed_at: null });
  expect(await listed(copy.body.id)).toMatchObject({ viewed_at: null });
  expect(await api.deps.store.get<QuoteDoc>('quotes', copy.body.id)).not.toHaveProperty('last_view');
});
