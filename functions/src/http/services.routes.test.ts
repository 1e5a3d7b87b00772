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

describe('service catalogue', () => {
  it('creates a service with 20 % VAT and "unité" by default, price in cents', async () => {
    const res = await provider.post('/api/services', { name: 'Audit SEO', description: 'Analyse complète', unit_price_ht: 45000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_id: provider.uid, name: 'Audit SEO', unit_price_ht: 45000, tva_rate_percent: 20, unit: 'unité' });
  });

  it('refuses a service without name or with a negative price, and stores nothing', async () => {
    const res = await provider.post('/api/services', { name: '', unit_price_ht: -5, tva_rate_percent: 120 });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({
      name: 'Le nom du service est requis',
      unit_price_ht: 'Le prix doit être positif ou nul',
      tva_rate_percent: 'Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %',
    });
    expect((await provider.get('/api/services')).body.items).toHaveLength(1);
  });

  it('refuses a price or a rate of another type instead of reading another amount from it, and stores nothing', async () => {
    for (const unit_price_ht of ['0x10', '1e3', ' 5 0 ', [250], true]) {
      const res = await provider.post('/api/services', { name: 'Piège', unit_price_ht, tva_rate_percent: [20] });
      expect({ value: unit_price_ht, status: res.status, details: res.body.error?.details }).toEqual({
        value: unit_price_ht,
        status: 400,
        details: { unit_price_ht: 'Nombre invalide', tva_rate_percent: 'Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %' },
      });
    }
    expect((await provider.get('/api/services')).body.items).toHaveLength(1);
  });

  it('keeps a name typed with line breaks on one line', async () => {
    const res = await provider.post('/api/services', { name: 'Audit\r\ntechnique', unit_price_ht: 100 });
    expect(res.body).toMatchObject({ name: 'Audit technique' });
    expect((await provider.del(`/api/services/${res.body.id}`)).status).toBeLessThan(300);
  });

  it('lists by name and searches name or description', async () => {
    await provider.post('/api/services', { name: 'Maintenance mensuelle', description: 'Sauvegardes et mises à jour', unit_price_ht: 8900, unit: 'mois' });
    await provider.post('/api/services', { name: 'Création de logo', unit_price_ht: 60000, tva_rate_percent: 10 });
    const names = (await provider.get('/api/services')).body.items.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Audit SEO', 'Création de logo', 'Maintenance mensuelle']);
    const found = (await provider.get('/api/services?search=SAUVEGARDE')).body.items.map((s: { name: string }) => s.name);
    expect(found).toEqual(['Maintenance mensuelle']);
    expect((await other.get('/api/services')).body.items).toEqual([]);
  });

  it('takes the French VAT rates only; a service stored earlier with another rate keeps it until it is edited', async () => {
    const reduced = await provider.post('/api/services', { name: 'Livre numérique', unit_price_ht: 1500, tva_rate_percent: 5.5 });
    expect(reduced.body.tva_rate_percent).toBe(5.5);
    const special = await provider.post('/api/services', { name: 'Presse', unit_price_ht: 500, tva_rate_percent: 2.1 });
    expect(special.body.tva_rate_percent).toBe(2.1);
    const refused = await provider.post('/api/services', { name: 'Ancien taux', unit_price_ht: 1000, tva_rate_percent: 8.5 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual({ tva_rate_percent: 'Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %' });
    // Saved before the rates were enforced: read back as stored, refused again only if sent back unchanged.
    await api.deps.store.update('services', reduced.body.id, { tva_rate_percent: 8.5 });
    expect((await provider.get('/api/services?search=livre')).body.items[0].tva_rate_percent).toBe(8.5);
    expect((await provider.put(`/api/services/${reduced.body.id}`, { name: 'Livre numérique', unit_price_ht: 1500, tva_rate_percent: 8.5 })).status).toBe(400);
    const fixed = await provider.put(`/api/services/${reduced.body.id}`, { name: 'Livre numérique', unit_price_ht: 1500, tva_rate_percent: 5.5 });
    expect(fixed.body.tva_rate_percent).toBe(5.5);
    for (const { id } of [reduced.body, special.body]) await provider.del(`/api/services/${id}`);
  });

  it('updates and deletes own services only', async () => {
    const created = (await provider.post('/api/services', { name: 'Formation', unit_price_ht: 50000 })).body;
    expect((await other.put(`/api/services/${created.id}`, { name: 'X', unit_price_ht: 1 })).status).toBe(404);
    expect((await other.del(`/api/services/${created.id}`)).status).toBe(404);
    const updated = await provider.put(`/api/services/${created.id}`, { name: 'Formation WordPress', unit_price_ht: 65000, unit: 'jour' });
    expect(updated.body).toMatchObject({ name: 'Formation WordPress', unit_price_ht: 65000, unit: 'jour', tva_rate_percent: 20 });
    expect((await provider.del(`/api/services/${created.id}`)).status).toBe(204);
    expect((await provider.get('/api/services?search=formation')).body.items).toEqual([]);
  });

  it('is closed to client accounts', async () => {
    expect((await clientAccount.post('/api/services', { name: 'X', unit_price_ht: 1 })).status).toBe(403);
  });

  it('pages the catalogue by name with a cursor, searched on the server', async () => {
    const big = await api.asProvider({ companyName: 'Grand catalogue' });
    for (let i = 60; i >= 1; i--) await big.post('/api/services', { name: `Prestation ${i}`, description: i % 3 === 0 ? 'Forfait jardinage' : null, unit_price_ht: 100 * i });
    const first = (await big.get('/api/services?limit=25')).body;
    expect(first.total).toBe(60);
    expect(first.items.map((s: { name: string }) => s.name).slice(0, 3)).toEqual(['Prestation 1', 'Prestation 2', 'Prestation 3']);
    const second = (await big.get(`/api/services?limit=25&cursor=${first.nextCursor}`)).body;
    expect(second.items[0].name).toBe('Prestation 26');
    const third = (await big.get(`/api/services?limit=25&cursor=${second.nextCursor}`)).body;
    expect(third.items.map((s: { name: string }) => s.name).at(-1)).toBe('Prestation 60');
    expect(third.nextCursor).toBeNull();
    const garden = (await big.get('/api/services?search=jardin&limit=5')).body;
    expect(garden.total).toBe(20);
    expect(garden.items.map((s: { name: string }) => s.name)).toEqual(['Prestation 3', 'Prestation 6', 'Prestation 9', 'Prestation 12', 'Prestation 15']);
    expect(garden.items[0]).not.toHaveProperty('search_tokens');
    expect(garden.items[0]).not.toHaveProperty('name_key');
  });
});
