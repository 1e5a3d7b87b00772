import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { withStoreUsage } from '../test-support/store-usage';
// A provider's own draft as a card gets it (the request loop's badge and locks off); bench/quotes-first-render-builds.mjs serves 50 of them.
import draftQuoteSummary from '../test-support/draft-quote-summary.json';

let api: TestApi;
let provider: ProviderCaller;
let other: ProviderCaller;
let now = new Date('2026-11-22T10:00:00Z');
const ids: Record<string, string> = {};

async function client(company: string): Promise<string> {
  return (await provider.post('/api/clients', { company_name: company })).body.id;
}

async function quote(clientId: string, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await provider.post('/api/quotes', {
    client_id: clientId,
    title,
    quote_date: '2026-11-22',
    valid_until: '2026-12-31',
    lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 10000 }],
    ...extra,
  });
  expect(res.status).toBe(201);
  // Distinct creation instants so "newest first" is unambiguous.
  now = new Date(now.getTime() + 1000);
  return res.body.id;
}

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  provider = await api.asProvider();
  other = await api.asProvider({ companyName: 'Concurrent' });
  const societe = await client('Société Générale Électricité');
  const boulangerie = await client('Boulangerie Martin');
  ids['draft'] = await quote(boulangerie, 'Site vitrine');
  ids['sent'] = await quote(societe, 'Refonte intranet');
  ids['accepted'] = await quote(boulangerie, 'Logo');
  ids['rejected'] = await quote(societe, 'Application mobile');
  ids['late'] = await quote(boulangerie, 'Campagne été', { valid_until: '2026-11-23' });
  const store = api.deps.store;
  await store.update('quotes', ids['sent']!, { status: 'sent' });
  await store.update('quotes', ids['accepted']!, { status: 'accepted' });
  await store.update('quotes', ids['rejected']!, { status: 'rejected' });
  await store.update('quotes', ids['late']!, { status: 'sent' });
  for (let i = 0; i < 7; i++) await quote(boulangerie, `Maintenance ${i + 1}`);
});

afterAll(async () => {
  await api?.close();
});

const titles = (body: { items: { title: string }[] }) => body.items.map((q) => q.title);

describe('quotes list', () => {
  it('lists newest first without lines, with the total count', async () => {
    const res = await provider.get('/api/quotes');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    expect(res.body.nextCursor).toBeNull();
    expect(titles(res.body).slice(0, 3)).toEqual(['Maintenance 7', 'Maintenance 6', 'Maintenance 5']);
    expect(titles(res.body).at(-1)).toBe('Site vitrine');
    // What a card shows and acts on, nothing more: no lines, no search fields, the client's company only.
    expect(res.body.items[0]).toEqual({
      ...draftQuoteSummary,
      id: expect.any(String),
      client_id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('pages with a cursor until the end', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const path = `/api/quotes?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res: { body: { total: number; items: { id: string }[]; nextCursor: string | null } } = await provider.get(path);
      expect(res.body.total).toBe(12);
      seen.push(...res.body.items.map((q: { id: string }) => q.id));
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
  });

  it('searches number, client company and title, ignoring case and accents', async () => {
    expect(titles((await provider.get('/api/quotes?search=societe%20generale')).body)).toEqual(['Application mobile', 'Refonte intranet']);
    expect(titles((await provider.get('/api/quotes?search=CAMPAGNE%20ETE')).body)).toEqual(['Campagne été']);
    expect(titles((await provider.get('/api/quotes?search=2026-003')).body)).toEqual(['Logo']);
    const paged = (await provider.get('/api/quotes?search=maintenance&limit=4')).body;
    expect(paged.total).toBe(7);
    expect(paged.items).toHaveLength(4);
    const rest = (await provider.get(`/api/quotes?search=maintenance&limit=4&cursor=${paged.nextCursor}`)).body;
    expect(titles(rest)).toEqual(['Maintenance 3', 'Maintenance 2', 'Maintenance 1']);
    expect(rest.nextCursor).toBeNull();
    expect((await provider.get('/api/quotes?search=introuvable')).body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('filters by status', async () => {
    expect(titles((await provider.get('/api/quotes?status=sent')).body)).toEqual(['Campagne été', 'Refonte intranet']);
    expect(titles((await provider.get('/api/quotes?status=accepted')).body)).toEqual(['Logo']);
    expect(titles((await provider.get('/api/quotes?status=rejected')).body)).toEqual(['Application mobile']);
    expect((await provider.get('/api/quotes?status=draft')).body.total).toBe(8);
    expect((await provider.get('/api/quotes?status=all&search=vitrine')).body.total).toBe(1);
  });

  it('shows only the caller’s quotes', async () => {
    expect((await other.get('/api/quotes')).body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('refuses unknown filters and cursors in French', async () => {
    expect((await provider.get('/api/quotes?status=paid')).body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Statut inconnu' });
    expect((await provider.get('/api/quotes?cursor=zzz')).body.error.message).toBe('Curseur de pagination invalide');
    // The old offset cursor, a crafted one, and a cursor of another list (status or search) are refused alike.
    for (const cursor of ['eyJvIjoxZTIwfQ', Buffer.from(JSON.stringify({ l: 'x', r: [[1e20, 'a']] })).toString('base64url')]) {
      const res = await provider.get(`/api/quotes?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Curseur de pagination invalide' });
    }
    const draftCursor = (await provider.get('/api/quotes?status=draft&limit=2')).body.nextCursor;
    expect((await provider.get(`/api/quotes?status=accepted&limit=2&cursor=${draftCursor}`)).status).toBe(400);
    expect((await provider.get(`/api/quotes?status=draft&search=site&limit=2&cursor=${draftCursor}`)).status).toBe(400);
    expect((await provider.get('/api/quotes?limit=1000')).status).toBe(400);
    expect((await provider.get('/api/quotes?search=a&search=b')).body.error.message).toBe('Recherche invalide');
  });
});

describe('pages at scale', () => {
  let big: ProviderCaller;
  beforeAll(async () => {
    big = await api.asProvider({ companyName: 'Gros volume' });
    const clientId = (await big.post('/api/clients', { company_name: 'Client fidèle' })).body.id;
    for (let i = 1; i <= 130; i++) {
      const res = await big.post('/api/quotes', {
        client_id: clientId,
        title: i % 10 === 0 ? `Audit ${i}` : `Prestation ${i}`,
        valid_until: '2026-12-31',
        lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 100 }],
      });
      expect(res.status).toBe(201);
      now = new Date(now.getTime() + 1000);
    }
  });

  it('costs the same reads on every page: the page and its count, never the pages before (keyset)', async () => {
    const first = await withStoreUsage(api.deps.store, () => big.get('/api/quotes?limit=20'));
    let cursor = first.result.body.nextCursor;
    for (let page = 2; page <= 6; page++) {
      const { result, reads, writes } = await withStoreUsage(api.deps.store, () => big.get(`/api/quotes?limit=20&cursor=${cursor}`));
      expect(result.body.items).toHaveLength(20);
      // The 20 documents shown, 1 for the count (which also says whether more follow) and 1 for the provider's
      // change stamp (the answer cache's check; a page is cached once answered).
      expect({ reads, writes }).toEqual({ reads: 22, writes: 0 });
      cursor = result.body.nextCursor;
    }
    expect(first.reads).toBe(22);
  });

  it('keeps the next page in place when a quote is created between two pages', async () => {
    const first = (await big.get('/api/quotes?limit=10')).body;
    await big.post('/api/quotes', { client_id: first.items[0].client_id, title: 'Nouveau', lines: [{ description: 'L', quantity: 1, unit_price_ht: 100 }] });
    now = new Date(now.getTime() + 1000);
    const second = (await big.get(`/api/quotes?limit=10&cursor=${first.nextCursor}`)).body;
    const all = (await big.get('/api/quotes?limit=30')).body.items.map((q: { id: string }) => q.id);
    // The new quote is first in a fresh list; the second page goes on right after the first one.
    expect(second.items.map((q: { id: string }) => q.id)).toEqual(all.slice(11, 21));
    expect(second.items.map((q: { id: string }) => q.id)).not.toContain(first.items[9].id);
  });

  it('reads a search page and its count, not every quote of the provider', async () => {
    const { result, reads } = await withStoreUsage(api.deps.store, () => big.get('/api/quotes?search=audit&limit=5'));
    expect(result.body.total).toBe(13);
    expect(titles(result.body)).toEqual(['Audit 130', 'Audit 120', 'Audit 110', 'Audit 100', 'Audit 90']);
    // The 5 shown and the count: an exact-token search needs no extra document to know more follow.
    expect(reads).toBe(5 + 1);
    const rest = (await big.get(`/api/quotes?search=audit&limit=10&cursor=${result.body.nextCursor}`)).body;
    expect(titles(rest)).toEqual(['Audit 80', 'Audit 70', 'Audit 60', 'Audit 50', 'Audit 40', 'Audit 30', 'Audit 20', 'Audit 10']);
    expect(rest.nextCursor).toBeNull();
  });

  it('finds the start of any word of the number, the client or the title, and more than one word', async () => {
    expect((await big.get('/api/quotes?search=fidele')).body.total).toBe(131);
    expect((await big.get('/api/quotes?search=client%20fid')).body.total).toBe(131);
    expect(titles((await big.get('/api/quotes?search=prestation%2012')).body).slice(0, 3)).toEqual(['Prestation 129', 'Prestation 128', 'Prestation 127']);
    // The provider's 130th quote is 2026-130, typed with a space or a dash.
    expect(titles((await big.get('/api/quotes?search=2026%20130')).body)).toEqual(['Audit 130']);
    expect(titles((await big.get('/api/quotes?search=2026-13')).body)).toEqual(['Nouveau', 'Audit 130']);
    expect(titles((await big.get('/api/quotes?search=audit%20130')).body)).toEqual(['Audit 130']);
    // Longer than a search token (24 characters): still exact.
    expect(titles((await big.get(`/api/quotes?search=${encodeURIComponent('Client fidèle Prestation 129')}`)).body)).toEqual([]);
    expect(titles((await big.get(`/api/quotes?search=${encodeURIComponent('Prestation 129 ')}`)).body)).toEqual(['Prestation 129']);
  });
});

describe('expiry', () => {
  it('expires sent quotes after their validity day (Paris time), once', async () => {
    now = new Date('2026-11-23T22:30:00Z'); // 23:30 on the 23rd in Paris: still valid
    expect((await provider.post('/api/jobs/expire-quotes')).body).toEqual({ expired: 0 });
    now = new Date('2026-11-23T23:30:00Z'); // 00:30 on the 24th in Paris
    expect((await other.post('/api/jobs/expire-quotes')).body).toEqual({ expired: 0 });
    expect((await provider.post('/api/jobs/expire-quotes')).body).toEqual({ expired: 1 });
    expect((await provider.post('/api/jobs/expire-quotes')).body).toEqual({ expired: 0 });
    expect(titles((await provider.get('/api/quotes?status=expired')).body)).toEqual(['Campagne été']);
    expect(titles((await provider.get('/api/quotes?status=sent')).body)).toEqual(['Refonte intranet']);
    expect((await api.deps.store.get('quotes', ids['late']!))?.['status']).toBe('expired');
  });

  it('lists and counts the effective status without writing it (the scheduled job does)', async () => {
    now = new Date('2027-01-01T10:00:00Z');
    const { result: sent, writes } = await withStoreUsage(api.deps.store, () => provider.get('/api/quotes?status=sent'));
    expect(titles(sent.body)).toEqual([]);
    expect(sent.body.total).toBe(0);
    expect(writes).toBe(0);
    // One stored as expired, one still stored as sent: both listed as expired, newest first.
    const expired = (await provider.get('/api/quotes?status=expired')).body;
    expect(titles(expired)).toEqual(['Campagne été', 'Refonte intranet']);
    expect(expired.items.map((q: { status: string }) => q.status)).toEqual(['expired', 'expired']);
    expect(expired.total).toBe(2);
    expect((await api.deps.store.get('quotes', ids['sent']!))?.['status']).toBe('sent');
    expect((await provider.get('/api/dashboard')).body.stats).toMatchObject({ sentQuotes: 0, totalQuotes: 12 });
    // The expired filter merges the two in pages.
    const page1 = (await provider.get('/api/quotes?status=expired&limit=1')).body;
    const page2 = (await provider.get(`/api/quotes?status=expired&limit=1&cursor=${page1.nextCursor}`)).body;
    expect([...titles(page1), ...titles(page2)]).toEqual(['Campagne été', 'Refonte intranet']);
    expect(page2.nextCursor).toBeNull();
  });
});
