import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { withStoreUsage } from '../test-support/store-usage';

let api: TestApi;
let now = new Date('2026-11-22T10:00:00Z');
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
});

afterAll(async () => {
  await api?.close();
});

describe('sample data', () => {
  let provider: ProviderCaller;
  beforeAll(async () => {
    provider = await api.asProvider();
  });

  it('adds exactly 3 clients, 5 services and 1 quote', async () => {
    const res = await provider.post('/api/sample-data');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ clients: 3, services: 5, quotes: 1 });
    expect((await provider.get('/api/clients')).body.items).toHaveLength(3);
    expect((await provider.get('/api/services')).body.items).toHaveLength(5);
    const quotes = (await provider.get('/api/quotes')).body;
    expect(quotes.total).toBe(1);
    const quote = (await provider.get(`/api/quotes/${quotes.items[0].id}`)).body;
    expect(quote).toMatchObject({ status: 'draft', quote_number: '2026-001', client: { country: 'France' } });
    expect(quote.lines.length).toBeGreaterThan(0);
    expect(quote.total_ttc).toBe(quote.total_ht + quote.total_tva);
  });

  it('shows up in the dashboard counters', async () => {
    const { stats } = (await provider.get('/api/dashboard')).body;
    expect(stats).toEqual({ totalQuotes: 1, draftQuotes: 1, sentQuotes: 0, acceptedQuotes: 0, totalClients: 3 });
  });
});

describe('dashboard', () => {
  it('counts quotes by status, only the caller’s', async () => {
    const provider = await api.asProvider();
    const other = await api.asProvider();
    await other.post('/api/sample-data');
    const clientId = (await provider.post('/api/clients', { company_name: 'Boulangerie Martin' })).body.id;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await provider.post('/api/quotes', { client_id: clientId, lines: [{ description: 'L', quantity: 1, unit_price_ht: 100 }] })).body.id);
    }
    await api.deps.store.update('quotes', ids[0]!, { status: 'sent', valid_until: '2026-12-31' });
    await api.deps.store.update('quotes', ids[1]!, { status: 'accepted' });
    await api.deps.store.update('quotes', ids[2]!, { status: 'sent', valid_until: '2026-01-31' });
    const { result: res, writes } = await withStoreUsage(api.deps.store, () => provider.get('/api/dashboard'));
    expect(res.status).toBe(200);
    // The lapsed sent quote counts as expired, in no counter but the total, and reading wrote nothing.
    expect(res.body.stats).toEqual({ totalQuotes: 4, draftQuotes: 1, sentQuotes: 1, acceptedQuotes: 1, totalClients: 1 });
    expect(writes).toBe(0);
    expect((await api.deps.store.get('quotes', ids[2]!))?.['status']).toBe('sent');
    // The quotes list agrees with the counters.
    expect((await provider.get('/api/quotes?status=sent')).body.total).toBe(1);
    expect((await provider.get('/api/quotes?status=expired')).body.items.map((q: { id: string }) => q.id)).toEqual([ids[2]]);
  });

  it('counts and lists as sent a quote answering a client request, whose valid_until is still null', async () => {
    const provider = await api.asProvider();
    const clientId = (await provider.post('/api/clients', { company_name: 'Boulangerie Martin' })).body.id;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      tick();
      ids.push((await provider.post('/api/quotes', { client_id: clientId, lines: [{ description: 'L', quantity: 1, unit_price_ht: 100 }] })).body.id);
    }
    // Oldest to newest: an answer to a request, a sent quote with its validity, another answer, a lapsed sent quote.
    const answer = { status: 'sent', valid_until: null, client_created: true, from_client_request: true, provider_status: 'pending' };
    await api.deps.store.update('quotes', ids[0]!, answer);
    await api.deps.store.update('quotes', ids[1]!, { status: 'sent', valid_until: '2026-12-31' });
    await api.deps.store.update('quotes', ids[2]!, answer);
    await api.deps.store.update('quotes', ids[3]!, { status: 'sent', valid_until: '2026-01-31' });

    expect((await provider.get('/api/dashboard')).body.stats).toMatchObject({ totalQuotes: 4, sentQuotes: 3, draftQuotes: 0 });
    const sent = (await provider.get('/api/quotes?status=sent')).body;
    expect(sent.items.map((q: { id: string }) => q.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(sent.items.map((q: { status: string }) => q.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sent.total).toBe(3);
    expect((await provider.get('/api/quotes?status=expired')).body.items.map((q: { id: string }) => q.id)).toEqual([ids[3]]);
    // Page by page across the two sources of 'sent', each once, newest first.
    const paged: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const body = (await provider.get(`/api/quotes?status=sent&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body;
      paged.push(...body.items.map((q: { id: string }) => q.id));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(paged).toEqual([ids[2], ids[1], ids[0]]);

    // Without a validity day it never lapses: years later it is still sent, and the expiry job leaves it.
    const today = now;
    now = new Date('2031-06-01T10:00:00Z');
    try {
      expect((await provider.post('/api/jobs/expire-quotes')).body).toEqual({ expired: 2 });
      expect((await provider.get('/api/dashboard')).body.stats).toMatchObject({ sentQuotes: 2 });
      expect((await provider.get('/api/quotes?status=sent')).body.items.map((q: { id: string }) => q.id)).toEqual([ids[2], ids[0]]);
      expect((await provider.get('/api/quotes?status=expired')).body.items.map((q: { id: string }) => q.id)).toEqual([ids[3], ids[1]]);
    } finally {
      now = today;
    }
  });

  it('merges the 5 latest of each kind into at most 10 activity items, newest first', async () => {
    const provider = await api.asProvider();
    const clientIds: string[] = [];
    for (let i = 1; i <= 6; i++) {
      tick();
      clientIds.push((await provider.post('/api/clients', { company_name: `Client ${i}`, contact_name: `Contact ${i}` })).body.id);
    }
    for (let i = 1; i <= 6; i++) {
      tick();
      await provider.post('/api/services', { name: `Service ${i}`, unit_price_ht: 1000 });
    }
    for (let i = 1; i <= 6; i++) {
      tick();
      await provider.post('/api/quotes', { client_id: clientIds[0], title: `Devis ${i}`, lines: [{ description: 'L', quantity: 1, unit_price_ht: 100 }] });
    }
    const { activity } = (await provider.get('/api/dashboard')).body as { activity: { type: string; title: string; date: string; status?: string }[] };
    expect(activity).toHaveLength(10);
    expect(activity.filter((a) => a.type === 'quote')).toHaveLength(5);
    expect(activity.filter((a) => a.type === 'service')).toHaveLength(5);
    expect(activity[0]).toMatchObject({ type: 'quote', title: 'Devis 2026-006', description: 'Devis 6 - Client 1', status: 'draft' });
    expect(activity.at(-1)).toMatchObject({ type: 'service', title: 'Service 2' });
    const dates = activity.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Editing an old client brings it back to the top.
    tick();
    await provider.put(`/api/clients/${clientIds[0]}`, { company_name: 'Client 1 renommé' });
    const after = (await provider.get('/api/dashboard')).body.activity;
    expect(after[0]).toMatchObject({ type: 'client', title: 'Client 1 renommé', description: 'Client' });
  });
});
