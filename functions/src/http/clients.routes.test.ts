import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { withStoreUsage } from '../test-support/store-usage';

let api: TestApi;
let provider: ProviderCaller;
let other: ProviderCaller;
let clientAccount: ClientCaller;

beforeAll(async () => {
  api = await startTestApi();
  provider = await api.asProvider();
  other = await api.asProvider({ companyName: 'Concurrent' });
  clientAccount = await api.asClient();
});

afterAll(async () => {
  await api?.close();
});

const boulangerie = {
  company_name: 'Boulangerie Martin',
  contact_name: 'Sophie Martin',
  email: 'Contact@Boulangerie-Martin.fr',
  phone: '',
  address: '12 rue des Lilas',
  postal_code: '75019',
  city: 'Paris',
};

describe('provider clients', () => {
  it('creates a client with France as default country and empty fields as null', async () => {
    const res = await provider.post('/api/clients', boulangerie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      user_id: provider.uid,
      company_name: 'Boulangerie Martin',
      email: 'contact@boulangerie-martin.fr',
      phone: null,
      country: 'France',
      client_account_id: null,
    });
  });

  it('refuses a client without company name, in French, and creates nothing', async () => {
    const before = (await provider.get('/api/clients')).body.total;
    const res = await provider.post('/api/clients', { company_name: ' ', email: 'pas-un-email' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { company_name: "Le nom de l'entreprise est requis", email: 'Adresse email invalide' },
    });
    expect((await provider.get('/api/clients')).body.items).toHaveLength(before);
  });

  it('answers 400, not 500, to arrays and objects where text is expected', async () => {
    const res = await provider.post('/api/clients', { company_name: ['A'], contact_name: { x: 1 }, email: ['a@b.fr'] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect((await provider.get('/api/clients?search=a&search=b')).status).toBe(400);
  });

  it('lists own clients by company name and searches company, contact and email without accents', async () => {
    await provider.post('/api/clients', { company_name: 'Électricité Dupont', contact_name: 'Jean Dupont' });
    await provider.post('/api/clients', { company_name: 'Atelier Zoé', email: 'zoe@atelier.fr' });
    await other.post('/api/clients', { company_name: 'Client du concurrent' });

    const all = (await provider.get('/api/clients')).body.items as { company_name: string }[];
    expect(all.map((c) => c.company_name)).toEqual(['Atelier Zoé', 'Boulangerie Martin', 'Électricité Dupont']);
    expect((await provider.get('/api/clients?search=electricite')).body.items.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Électricité Dupont',
    ]);
    expect((await provider.get('/api/clients?search=ZOE%40')).body.items).toHaveLength(1);
    expect((await provider.get('/api/clients?search=sophie')).body.items).toHaveLength(1);
    expect((await other.get('/api/clients')).body.items.map((c: { company_name: string }) => c.company_name)).toEqual(['Client du concurrent']);
  });

  it('updates and deletes a client', async () => {
    const created = (await provider.post('/api/clients', { company_name: 'Ancien nom' })).body;
    const updated = await provider.put(`/api/clients/${created.id}`, { company_name: 'Nouveau nom', city: 'Lyon' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, company_name: 'Nouveau nom', city: 'Lyon', created_at: created.created_at });

    expect((await provider.del(`/api/clients/${created.id}`)).status).toBe(204);
    expect((await provider.get('/api/clients?search=nouveau')).body.items).toEqual([]);
    expect((await provider.del(`/api/clients/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another provider's client and leaves it unchanged", async () => {
    const mine = (await provider.post('/api/clients', { company_name: 'Privé SARL' })).body;
    const put = await other.put(`/api/clients/${mine.id}`, { company_name: 'Piraté' });
    expect(put.status).toBe(404);
    expect(put.body.error).toEqual({ code: 'NOT_FOUND', message: 'Client introuvable' });
    expect((await other.del(`/api/clients/${mine.id}`)).status).toBe(404);
    expect((await provider.get('/api/clients?search=prive')).body.items).toMatchObject([{ company_name: 'Privé SARL' }]);
  });

  it('is closed to client accounts', async () => {
    expect((await clientAccount.get('/api/clients')).status).toBe(403);
  });
});

describe('clients list in pages (hundreds of clients)', () => {
  let busy: ProviderCaller;
  const names = (body: { items: { company_name: string }[] }) => body.items.map((c) => c.company_name);

  beforeAll(async () => {
    busy = await api.asProvider({ companyName: 'Agence occupée' });
    // Created out of order; numbers in names sort as numbers.
    for (const i of [12, 3, 150, 1, 27, 2, 100, 64]) await busy.post('/api/clients', { company_name: `Client ${i}`, contact_name: i % 2 ? 'Paul Durand' : 'Léa Petit' });
    for (let i = 0; i < 120; i++) await busy.post('/api/clients', { company_name: `Zèbre ${String.fromCharCode(97 + (i % 26))}${i}` });
  });

  it('pages in company-name order with a cursor, the same reads on every page', async () => {
    const first = (await busy.get('/api/clients?limit=5')).body;
    expect(first.total).toBe(128);
    expect(names(first)).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 12', 'Client 27']);
    const second = await withStoreUsage(api.deps.store, () => busy.get(`/api/clients?limit=5&cursor=${first.nextCursor}`));
    expect(names(second.result.body)).toEqual(['Client 64', 'Client 100', 'Client 150', 'Zèbre a0', 'Zèbre a26']);
    // The 5 shown and the count (which also says whether more follow).
    expect({ reads: second.reads, writes: second.writes }).toEqual({ reads: 5 + 1, writes: 0 });

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { items: { company_name: string }[]; nextCursor: string | null } = (await busy.get(`/api/clients?limit=50${cursor ? `&cursor=${cursor}` : ''}`)).body;
      seen.push(...names(page));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(128);
    expect(new Set(seen).size).toBe(128);
  });

  it('searches on the server, in pages, and keeps a renamed client in its new place', async () => {
    const found = (await busy.get('/api/clients?search=paul&limit=2')).body;
    expect(found.total).toBe(3);
    expect(names(found)).toEqual(['Client 1', 'Client 3']);
    const rest = (await busy.get(`/api/clients?search=paul&limit=2&cursor=${found.nextCursor}`)).body;
    expect(names(rest)).toEqual(['Client 27']);
    expect(rest.nextCursor).toBeNull();

    const last = (await busy.get('/api/clients?search=client%20150')).body.items[0];
    await busy.put(`/api/clients/${last.id}`, { company_name: 'Atelier Durand', contact_name: 'Paul Durand' });
    expect(names((await busy.get('/api/clients?limit=2')).body)).toEqual(['Atelier Durand', 'Client 1']);
    expect(names((await busy.get('/api/clients?search=client%20150')).body)).toEqual([]);
    expect(names((await busy.get('/api/clients?search=atelier%20dur')).body)).toEqual(['Atelier Durand']);
  });

  it('refuses a cursor of another search, and bad limits, in French', async () => {
    const cursor = (await busy.get('/api/clients?search=paul&limit=2')).body.nextCursor;
    const res = await busy.get(`/api/clients?search=lea&limit=2&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Curseur de pagination invalide' });
    expect((await busy.get('/api/clients?limit=0')).body.error.message).toBe('Limite invalide');
    expect((await busy.get('/api/clients?limit=101')).body.error.message).toBe('Limite invalide');
  });
});
