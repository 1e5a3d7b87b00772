import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';

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
    const before = (await provider.get('/api/clients')).body.length;
    const res = await provider.post('/api/clients', { company_name: ' ', email: 'pas-un-email' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { company_name: "Le nom de l'entreprise est requis", email: 'Adresse email invalide' },
    });
    expect((await provider.get('/api/clients')).body).toHaveLength(before);
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

    const all = (await provider.get('/api/clients')).body as { company_name: string }[];
    expect(all.map((c) => c.company_name)).toEqual(['Atelier Zoé', 'Boulangerie Martin', 'Électricité Dupont']);
    expect((await provider.get('/api/clients?search=electricite')).body.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Électricité Dupont',
    ]);
    expect((await provider.get('/api/clients?search=ZOE%40')).body).toHaveLength(1);
    expect((await provider.get('/api/clients?search=sophie')).body).toHaveLength(1);
    expect((await other.get('/api/clients')).body.map((c: { company_name: string }) => c.company_name)).toEqual(['Client du concurrent']);
  });

  it('updates and deletes a client', async () => {
    const created = (await provider.post('/api/clients', { company_name: 'Ancien nom' })).body;
    const updated = await provider.put(`/api/clients/${created.id}`, { company_name: 'Nouveau nom', city: 'Lyon' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, company_name: 'Nouveau nom', city: 'Lyon', created_at: created.created_at });

    expect((await provider.del(`/api/clients/${created.id}`)).status).toBe(204);
    expect((await provider.get('/api/clients?search=nouveau')).body).toEqual([]);
    expect((await provider.del(`/api/clients/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another provider's client and leaves it unchanged", async () => {
    const mine = (await provider.post('/api/clients', { company_name: 'Privé SARL' })).body;
    const put = await other.put(`/api/clients/${mine.id}`, { company_name: 'Piraté' });
    expect(put.status).toBe(404);
    expect(put.body.error).toEqual({ code: 'NOT_FOUND', message: 'Client introuvable' });
    expect((await other.del(`/api/clients/${mine.id}`)).status).toBe(404);
    expect((await provider.get('/api/clients?search=prive')).body).toMatchObject([{ company_name: 'Privé SARL' }]);
  });

  it('is closed to client accounts', async () => {
    expect((await clientAccount.get('/api/clients')).status).toBe(403);
  });
});
