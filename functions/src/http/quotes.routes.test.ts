import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';

let api: TestApi;
let provider: ProviderCaller;
let other: ProviderCaller;
let clientAccount: ClientCaller;
let clientId: string;
let now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  provider = await api.asProvider();
  other = await api.asProvider({ companyName: 'Concurrent' });
  clientAccount = await api.asClient();
  const client = await provider.post('/api/clients', {
    company_name: 'Boulangerie Martin',
    contact_name: 'Sophie Martin',
    email: 'contact@boulangerie-martin.fr',
    phone: '01 42 36 18 50',
    address: '12 rue des Lilas',
    postal_code: '75019',
    city: 'Paris',
  });
  clientId = client.body.id;
});

afterAll(async () => {
  await api?.close();
});

const lines = [
  // Totals the caller claims are wrong on purpose: the server recomputes them.
  { description: 'Développement', quantity: 3, unit_price_ht: 3333, tva_rate_percent: 20, total_ht: 1, total_tva: 1, total_ttc: 1 },
  { description: 'Livres', quantity: 1.5, unit_price_ht: 1234, tva_rate_percent: 5.5, service_id: 'svc-1', unit: ' lot ' },
];
const input = () => ({
  client_id: clientId,
  title: 'Refonte du site',
  quote_date: '2026-11-22',
  valid_until: '2026-12-22',
  notes: 'Acompte de 30 %',
  lines,
  total_ht: 999_999,
  total_ttc: 0,
  status: 'accepted',
});

async function setStatus(id: string, status: string, extra: Record<string, unknown> = {}) {
  await api.deps.store.update('quotes', id, { status, ...extra });
}

describe('creating and reading quotes', () => {
  it('creates a draft numbered YYYY-NNN with every total recomputed and the client copied', async () => {
    const res = await provider.post('/api/quotes', input());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: provider.uid,
      quote_number: '2026-001',
      status: 'draft',
      title: 'Refonte du site',
      quote_date: '2026-11-22',
      valid_until: '2026-12-22',
      notes: 'Acompte de 30 %',
      client_id: clientId,
      client: {
        company_name: 'Boulangerie Martin',
        contact_name: 'Sophie Martin',
        email: 'contact@boulangerie-martin.fr',
        phone: '01 42 36 18 50',
        address: '12 rue des Lilas',
        postal_code: '75019',
        city: 'Paris',
        country: 'France',
      },
      total_ht: 11850,
      total_tva: 2102,
      total_ttc: 13952,
    });
    expect(res.body.lines).toEqual([
      expect.objectContaining({ description: 'Développement', quantity: 3, total_ht: 9999, total_tva: 2000, total_ttc: 11999, service_id: 'custom', line_order: 1 }),
      expect.objectContaining({ description: 'Livres', quantity: 1.5, total_ht: 1851, total_tva: 102, total_ttc: 1953, service_id: 'svc-1', line_order: 2, unit: 'lot' }),
    ]);
    // A line typed without a unit has none.
    expect(res.body.lines[0]).not.toHaveProperty('unit');
    expect(res.body).not.toHaveProperty('search_text');

    const read = await provider.get(`/api/quotes/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('numbers quotes one after the other', async () => {
    const a = await provider.post('/api/quotes', input());
    const b = await provider.post('/api/quotes', input());
    expect([a.body.quote_number, b.body.quote_number]).toEqual(['2026-002', '2026-003']);
  });

  it("refuses incomplete input with the quote's own messages and creates nothing", async () => {
    const before = (await provider.get('/api/quotes')).body.total;
    const noClient = await provider.post('/api/quotes', { ...input(), client_id: '' });
    expect(noClient.status).toBe(400);
    expect(noClient.body.error.message).toBe('Choisissez le client de ce devis');
    const badLine = await provider.post('/api/quotes', { ...input(), lines: [{ description: '', quantity: 1, unit_price_ht: 0 }] });
    expect(badLine.status).toBe(400);
    expect(badLine.body.error.message).toBe('Chaque ligne du devis doit avoir une description, une quantité et un prix unitaire supérieur à 0');
    const noLines = await provider.post('/api/quotes', { ...input(), lines: [] });
    expect(noLines.body.error.message).toBe('Le devis doit contenir au moins une ligne');
    const badDates = await provider.post('/api/quotes', { ...input(), valid_until: '2026-11-01' });
    expect(badDates.body.error.details).toEqual({ valid_until: 'La date de validité doit être postérieure à la date du devis' });
    expect((await provider.get('/api/quotes')).body.total).toBe(before);
  });

  it("refuses another provider's client like a missing one", async () => {
    const res = await other.post('/api/quotes', input());
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Client introuvable');
    // The same answer as a client deleted since, which the form shows on its client field.
    const gone = await provider.post('/api/quotes', { ...input(), client_id: 'client-supprime' });
    expect(gone.body).toEqual(res.body);
    expect(gone.body.error.details).toEqual({ client_id: 'Ce client a été supprimé : choisissez-en un autre' });
  });

  it("hides a quote from another provider (404) and from client accounts (403)", async () => {
    const quote = (await provider.post('/api/quotes', input())).body;
    expect((await other.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await other.put(`/api/quotes/${quote.id}`, input())).status).toBe(404);
    expect((await other.del(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await other.post(`/api/quotes/${quote.id}/duplicate`, {})).status).toBe(404);
    expect((await clientAccount.get(`/api/quotes/${quote.id}`)).status).toBe(403);
    expect((await provider.get(`/api/quotes/${quote.id}`)).body.title).toBe('Refonte du site');
  });
});

describe('status rules', () => {
  it('edits a draft, recomputing totals and refreshing the client copy', async () => {
    const quote = (await provider.post('/api/quotes', input())).body;
    await provider.put(`/api/clients/${clientId}`, { company_name: 'Boulangerie Martin & Fils', city: 'Paris' });
    const res = await provider.put(`/api/quotes/${quote.id}`, { ...input(), lines: [{ description: 'Forfait', quantity: 2, unit_price_ht: 10000, tva_rate_percent: 10 }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: quote.id, quote_number: quote.quote_number, status: 'draft', total_ht: 20000, total_tva: 2000, total_ttc: 22000 });
    expect(res.body.client.company_name).toBe('Boulangerie Martin & Fils');
    expect(res.body.lines).toHaveLength(1);
  });

  it('a sent quote can be edited and stays sent', async () => {
    const quote = (await provider.post('/api/quotes', input())).body;
    await setStatus(quote.id, 'sent', { version: 1, public_id: 'abc' });
    const res = await provider.put(`/api/quotes/${quote.id}`, { ...input(), title: 'Refonte v2', valid_until: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'sent', version: 1, public_id: 'abc', title: 'Refonte v2', valid_until: '2026-12-22' });
  });

  it('accepted, rejected and expired quotes are locked', async () => {
    for (const status of ['accepted', 'rejected', 'expired']) {
      const quote = (await provider.post('/api/quotes', input())).body;
      await setStatus(quote.id, status);
      const res = await provider.put(`/api/quotes/${quote.id}`, { ...input(), title: 'Changé' });
      expect({ status, code: res.status, message: res.body.error?.message }).toEqual({ status, code: 409, message: 'Ce devis ne peut plus être modifié' });
      expect((await provider.get(`/api/quotes/${quote.id}`)).body.title).toBe('Refonte du site');
    }
  });

  it('only drafts can be deleted', async () => {
    const sent = (await provider.post('/api/quotes', input())).body;
    await setStatus(sent.id, 'sent');
    const refused = await provider.del(`/api/quotes/${sent.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Seul un devis en brouillon peut être supprimé');
    expect((await provider.get(`/api/quotes/${sent.id}`)).status).toBe(200);

    const draft = (await provider.post('/api/quotes', input())).body;
    expect((await provider.del(`/api/quotes/${draft.id}`)).status).toBe(204);
    expect((await provider.get(`/api/quotes/${draft.id}`)).status).toBe(404);
  });

  it('reads a sent quote past its validity as expired, and then locks it', async () => {
    const quote = (await provider.post('/api/quotes', { ...input(), valid_until: '2026-11-25' })).body;
    await setStatus(quote.id, 'sent');
    const saved = now;
    now = new Date('2026-11-25T23:30:00Z'); // 00:30 on the 26th in Paris
    try {
      expect((await provider.get(`/api/quotes/${quote.id}`)).body.status).toBe('expired');
      expect((await provider.put(`/api/quotes/${quote.id}`, input())).status).toBe(409);
    } finally {
      now = saved;
    }
  });
});

describe('duplicating', () => {
  it('makes a new draft with a new number, same client and lines, and a "Copie de" title', async () => {
    const source = (await provider.post('/api/quotes', input())).body;
    await setStatus(source.id, 'accepted', { public_id: 'pub', version: 2 });
    const res = await provider.post(`/api/quotes/${source.id}/duplicate`, {});
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(source.id);
    expect(res.body.quote_number).not.toBe(source.quote_number);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Copie de Refonte du site',
      client_id: source.client_id,
      client: source.client,
      total_ttc: source.total_ttc,
      public_id: null,
      version: 0,
      decision: null,
      quote_date: '2026-11-22',
      valid_until: '2026-12-22',
    });
    const strip = (l: Record<string, unknown>[]) => l.map(({ id: _id, ...rest }) => rest);
    expect(strip(res.body.lines)).toEqual(strip(source.lines));
  });

  it('takes the title from the body', async () => {
    const source = (await provider.post('/api/quotes', input())).body;
    const res = await provider.post(`/api/quotes/${source.id}/duplicate`, { title: 'Site vitrine Lyon' });
    expect(res.body.title).toBe('Site vitrine Lyon');
  });
});
