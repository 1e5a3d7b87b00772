import { resolveLogo } from '../pdf/quote-logo';
import { SAMPLE_LOGO_PNG, SAMPLE_LOGO_RGBA_PNG } from '../pdf/sample-quote';
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

  it('refuses bytes that are no image, whatever type they declare; stores an image as what its bytes are', async () => {
    const script = await provider.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: Buffer.from('<script>alert(1)</script>').toString('base64') });
    expect(script.status).toBe(400);
    expect(script.body.error.message).toBe('Le fichier doit être une image');
    // JFIF, then a 1 × 1 frame header (the size is read from it).
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0000b080001000101011100ffd9', 'hex');
    const res = await provider.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: jpeg.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toMatch(/\.jpg$/);
    const stored = await api.deps.files.get(`avatars/${provider.uid}-${now.getTime()}.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
  });

  it('refuses a body beyond the 8 MB limit of the avatar route', async () => {
    const huge = 'A'.repeat(9 * 1024 * 1024);
    const res = await provider.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: huge });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('logo', () => {
  it('stores a PNG as logos/{uid}-{timestamp}.png, puts it on the quotes, and the PDF embeds it', async () => {
    // With transparency, as most logos: pdfkit decodes those.
    expect((await provider.post('/api/profile/logo', { contentType: 'image/png', dataBase64: SAMPLE_LOGO_RGBA_PNG.toString('base64') })).status).toBe(200);
    const res = await provider.post('/api/profile/logo', { contentType: 'image/png', dataBase64: SAMPLE_LOGO_PNG.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body.logo_url).toContain(`logos/${provider.uid}-${now.getTime()}.png`);
    expect((await provider.get('/api/profile')).body).toMatchObject({ logo_url: res.body.logo_url, show_logo_on_quotes: true });
    expect(await resolveLogo(res.body.logo_url, api.deps.files)).toBe(`data:image/png;base64,${SAMPLE_LOGO_PNG.toString('base64')}`);
  });

  it('refuses, in French and changing nothing, what a PDF could not show', async () => {
    const before = (await provider.get('/api/profile')).body;
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');
    // Cut short; and PNG, whose image data fails its checksum (pdfkit would throw outside the render's promise).
    const damaged = Buffer.concat([SAMPLE_LOGO_PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const cases: [Buffer, string][] = [
      [Buffer.from('<svg onload="alert(1)"/>'), 'Le logo doit être une image PNG ou JPEG'],
      [gif, 'Le logo doit être une image PNG ou JPEG'],
      [Buffer.concat([PNG, Buffer.alloc(512 * 1024)]), 'Le logo ne doit pas dépasser 512 Ko'],
      [damaged, 'Ce logo ne peut pas être lu : enregistrez-le de nouveau en PNG ou JPEG'],
      [PNG, 'Ce logo ne peut pas être lu : enregistrez-le de nouveau en PNG ou JPEG'],
    ];
    for (const [bytes, message] of cases) {
      const res = await provider.post('/api/profile/logo', { contentType: 'image/png', dataBase64: bytes.toString('base64') });
      expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
    }
    expect((await provider.get('/api/profile')).body).toEqual(before);
  });

  it('is closed to client accounts', async () => {
    expect((await clientAccount.post('/api/profile/logo', { contentType: 'image/png', dataBase64: SAMPLE_LOGO_PNG.toString('base64') })).status).toBe(403);
  });
});

test("GET /api/me carries the provider's profile as GET /api/profile shows it, without the directory fields stored beside it", async () => {
  // Saving the profile stores the directory's own fields (search tokens, services count) in the same document.
  expect((await provider.put('/api/profile', { company_name: 'Studio Lumière' })).status).toBe(200);
  const profile = (await provider.get('/api/profile')).body;
  expect(profile).not.toHaveProperty('search_tokens');
  expect((await provider.get('/api/me')).body.profile).toEqual(profile);
});
