import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';

let api: TestApi;
let provider: ProviderCaller;
let clientAccount: ClientCaller;
const now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  provider = await api.asProvider({ companyName: 'Studio Lumière' });
  clientAccount = await api.asClient();
});

afterAll(async () => {
  await api?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d4a3e10000000049454e44ae426082', 'hex');

describe('provider profile', () => {
  it('reads the own profile with the defaults', async () => {
    const res = await provider.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: provider.uid,
      company_name: 'Studio Lumière',
      company_country: 'France',
      quote_payment_terms: 'Règlement à 30 jours',
      brand_primary_color: '#3B82F6',
      vat_franchise: false,
    });
  });

  it('creates the defaults for an account without profile', async () => {
    const fresh = await api.asProvider();
    await api.deps.store.delete('profiles', fresh.uid);
    const res = await fresh.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: fresh.uid, email: fresh.email, quote_payment_terms: 'Règlement à 30 jours' });
    expect(await api.deps.store.get('profiles', fresh.uid)).not.toBeNull();
  });

  it('saves the profile, normalizing bank details, and keeps the public page settings', async () => {
    await api.deps.store.update('profiles', provider.uid, { public_id: 'abcdefghijklmnopqrstuvwx', public_page_enabled: true });
    const res = await provider.put('/api/profile', {
      company_name: 'Studio Lumière SARL',
      company_address: '5 rue Victor Hugo',
      company_city: 'Lyon',
      company_postal_code: '69002',
      siret: '732 829 320 00074',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'bnpafrpp',
      vat_franchise: true,
      brand_primary_color: '#112233',
      logo_url: 'https://cdn.example.fr/logo.png',
      quote_payment_terms: '',
      public_page_enabled: false,
      public_id: 'hijack',
      user_id: 'someone-else',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: provider.uid,
      company_name: 'Studio Lumière SARL',
      siret: '73282932000074',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      vat_franchise: true,
      brand_primary_color: '#112233',
      quote_payment_terms: 'Règlement à 30 jours',
      public_id: 'abcdefghijklmnopqrstuvwx',
      public_page_enabled: true,
    });
    expect((await provider.get('/api/profile')).body).toEqual(res.body);
  });

  it('refuses a wrong IBAN or colour in French and changes nothing', async () => {
    const before = (await provider.get('/api/profile')).body;
    const res = await provider.put('/api/profile', { company_name: 'Autre', iban: 'FR76 3000 6000 0112 3456 7890 188', brand_accent_color: 'vert' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ iban: 'IBAN invalide', brand_accent_color: 'La couleur doit être au format #RRGGBB' });
    expect((await provider.get('/api/profile')).body).toEqual(before);
  });

  it('is closed to client accounts', async () => {
    expect((await clientAccount.get('/api/profile')).status).toBe(403);
  });
});

describe('avatar', () => {
  it('stores the image as avatars/{uid}-{timestamp}.png and returns its URL', async () => {
    const res = await provider.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: PNG.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toContain(`avatars/${provider.uid}-${now.getTime()}.png`);
    expect((await provider.get('/api/profile')).body.avatar_url).toBe(res.body.avatar_url);
    const stored = await api.deps.files.get(`avatars/${provider.uid}-${now.getTime()}.png`);
    expect(stored?.bytes.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image', async () => {
    const res = await provider.post('/api/profile/avatar', { contentType: 'application/pdf', dataBase64: PNG.toString('base64') });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Le fichier doit être une image');
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64');
    const res = await provider.post('/api/profile/avatar', { contentType: 'image/jpeg', dataBase64: big });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("L'image ne doit pas dépasser 5MB");
  });

  it('refuses a body beyond the 8 MB limit of the avatar route', async () => {
    const huge = 'A'.repeat(9 * 1024 * 1024);
    const res = await provider.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: huge });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

test("GET /api/me carries the provider's profile as GET /api/profile shows it, without the directory fields stored beside it", async () => {
  // Saving the profile stores the directory's own fields (search tokens, services count) in the same document.
  expect((await provider.put('/api/profile', { company_name: 'Studio Lumière' })).status).toBe(200);
  const profile = (await provider.get('/api/profile')).body;
  expect(profile).not.toHaveProperty('search_tokens');
  expect((await provider.get('/api/me')).body.profile).toEqual(profile);
});
