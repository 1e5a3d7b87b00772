/**
 * The quotes list's answer cache (quotes-list-cache.ts) through the real API: a page answered again costs one
 * read while nothing changed, and every way a provider's quotes change (their own edits, a client on a public
 * link, a scheduled job, a write straight to the store, the day turning) shows at once.
 */
import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import { withStoreUsage } from '../../test-support/store-usage';
import type { ProviderCaller } from '../../test-support/test-api';
import { expireQuotes } from '../../jobs/expire-quotes';
import { quotesListCache } from './quotes-list-cache';

let api: SendingTestApi;
let owner: ProviderCaller;
let other: ProviderCaller;

beforeAll(async () => {
  api = await startSendingTestApi();
  owner = await api.asProvider({ companyName: 'Atelier Cache' });
  other = await api.asProvider({ companyName: 'Atelier Voisin' });
});
afterAll(() => api?.close());
afterEach(() => {
  api.setNow(null);
  quotesListCache.enabled = true;
});

type Item = { id: string; title: string; status: string; viewed_at: string | null };

async function list(caller = owner) {
  const { result, reads, writes } = await withStoreUsage(api.deps.store, () => caller.get('/api/quotes?limit=50'));
  expect(result.status).toBe(200);
  return { items: result.body.items as Item[], total: result.body.total as number, text: JSON.stringify(result.body), reads, writes };
}

const item = async (id: string) => (await list()).items.find((q) => q.id === id);

async function send(quoteId: string) {
  const sent = await api.send(owner, { quoteId, sendToClientAccount: false });
  expect(sent.status).toBe(200);
  return parseLink(sent.body.publicLink);
}

test('a page answered again while nothing changed costs the stamp read alone, and is the same answer', async () => {
  await api.draftQuote(owner);
  const first = await list();
  const again = await list();
  expect(first.reads).toBeGreaterThanOrEqual(3);
  expect({ reads: again.reads, writes: again.writes }).toEqual({ reads: 1, writes: 0 });
  expect(again.text).toBe(first.text);
  // Another provider's writes leave this provider's answer as it is.
  await api.draftQuote(other);
  expect((await list()).reads).toBe(1);
});

test("every change to the provider's quotes shows on the next call", async () => {
  const quote = await api.draftQuote(owner);
  await list();

  // The provider's own edit.
  const edited = await owner.put(`/api/quotes/${quote.id}`, { ...quote, title: 'Titre modifié' });
  expect(edited.status).toBe(200);
  expect((await item(quote.id))?.title).toBe('Titre modifié');

  // Sent, then opened by the client on its public link ('Consulté le …'), then accepted there.
  const link = await send(quote.id);
  expect((await item(quote.id))?.status).toBe('sent');
  expect((await item(quote.id))?.viewed_at).toBeNull();
  expect((await api.anonymous().get(`/api/public/quotes/${link.publicId}?t=${link.token}`)).status).toBe(200);
  expect((await item(quote.id))?.viewed_at).toEqual(expect.any(String));
  const accepted = await api.anonymous().post(`/api/public/quotes/${link.publicId}/accept`, { t: link.token, full_name: 'Claire Martin', email: 'claire@boulangerie.test', terms_accepted: true });
  expect(accepted.status).toBe(200);
  expect((await item(quote.id))?.status).toBe('accepted');

  // A write straight to the store, outside any service.
  await api.deps.store.update('quotes', quote.id, { title: 'Écrit directement' });
  expect((await item(quote.id))?.title).toBe('Écrit directement');

  // Deleted.
  const doomed = await api.draftQuote(owner);
  const before = await list();
  expect(before.items.some((q) => q.id === doomed.id)).toBe(true);
  expect((await owner.request('DELETE', `/api/quotes/${doomed.id}`)).status).toBe(204);
  const after = await list();
  expect(after.items.some((q) => q.id === doomed.id)).toBe(false);
  expect(after.total).toBe(before.total - 1);
});

test('the day turning expires a sent quote in the answer before any job writes it; the job then changes nothing shown', async () => {
  const quote = await api.draftQuote(owner);
  api.setNow(new Date('2027-01-10T10:00:00Z'));
  await send(quote.id);
  const sent = await item(quote.id);
  expect(sent?.status).toBe('sent');
  const lastDay = (sent as Item & { valid_until: string }).valid_until;

  // 23:30 in Paris on the last valid day (winter: UTC+1), then 00:30 the next day: a new day, a new answer, no write.
  api.setNow(new Date(`${lastDay}T22:30:00Z`));
  expect((await item(quote.id))?.status).toBe('sent');
  const nextDay = new Date(`${lastDay}T23:30:00Z`);
  api.setNow(nextDay);
  expect((await item(quote.id))?.status).toBe('expired');

  const shown = await list();
  expect(await expireQuotes({ store: api.deps.store, now: () => nextDay }, { userId: owner.uid })).toEqual({ expired: 1 });
  const afterJob = await list();
  expect(afterJob.reads).toBeGreaterThan(1);
  expect(afterJob.items).toEqual(shown.items.map((q) => (q.id === quote.id ? { ...q, updated_at: nextDay.toISOString() } : q)));
});

test('with the cache off, every call reads the list again and answers the same', async () => {
  await api.draftQuote(owner);
  const cached = await list();
  quotesListCache.enabled = false;
  const uncached = await list();
  expect(uncached.text).toBe(cached.text);
  expect(uncached.reads).toBe(cached.reads - 1);
});
