import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';

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
    expect(res.body.items[0]).not.toHaveProperty('lines');
    expect(res.body.items[0]).not.toHaveProperty('search_text');
    expect(res.body.items[0]).toMatchObject({ quote_number: '2026-012', total_ttc: 12000, client: { company_name: 'Boulangerie Martin' } });
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
    expect((await provider.get('/api/quotes?limit=1000')).status).toBe(400);
    expect((await provider.get('/api/quotes?search=a&search=b')).body.error.message).toBe('Recherche invalide');
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

  it('the list applies expiry before filtering', async () => {
    now = new Date('2027-01-01T10:00:00Z');
    expect(titles((await provider.get('/api/quotes?status=sent')).body)).toEqual([]);
    expect(titles((await provider.get('/api/quotes?status=expired')).body)).toEqual(['Campagne été', 'Refonte intranet']);
  });
});
