/**
 * Logo and avatar through the real API: their pixel size is read from the header and bounded before anything
 * decodes them (a 100 KB PNG can declare 6000 × 6000 pixels, 144 MB once decoded), and the logo's address is
 * the server's: PUT /api/profile cannot point it elsewhere.
 */
import { SAMPLE_LOGO_PNG } from '../../pdf/sample-quote';
import { startTestApi, type ProviderCaller, type TestApi } from '../../test-support/test-api';
import { pageVisitor, providerWithPage } from '../../test-support/public-page-visitor';
import { avifHeader, bmpHeader, gifHeader, jpegHeader, png, webpHeader } from '../../test-support/test-images';

let api: TestApi;
let provider: ProviderCaller;

beforeAll(async () => {
  api = await startTestApi({ publicProvider: true });
  provider = await api.asProvider({ companyName: 'Studio Pixel' });
});
afterAll(() => api?.close());

const upload = (route: 'logo' | 'avatar', bytes: Buffer, contentType = 'image/png') =>
  provider.post(`/api/profile/${route}`, { contentType, dataBase64: bytes.toString('base64') });

const refusal = (res: { status: number; body: any }) => ({ status: res.status, message: res.body.error?.message, details: res.body.error?.details });

describe('POST /api/profile/logo', () => {
  it('refuses, in French and changing nothing, a logo larger than 2000 × 2000 pixels, whatever its bytes', async () => {
    const before = (await provider.get('/api/profile')).body;
    const message = 'Le logo est trop grand : 2000 × 2000 pixels au plus';
    // The review's file: 6000 × 6000 RGBA in about 100 KB.
    const bomb = png(6000, 6000, { alpha: true });
    expect(bomb.length).toBeLessThan(200 * 1024);
    for (const [bytes, type] of [
      [bomb, 'image/png'],
      [png(2001, 10), 'image/png'],
      [png(10, 30000, { rows: 1 }), 'image/png'],
      [jpegHeader(2500, 100), 'image/jpeg'],
      [jpegHeader(100, 60000, 0xc2), 'image/jpeg'],
    ] as const) {
      expect(refusal(await upload('logo', bytes, type))).toEqual({ status: 400, message, details: { dataBase64: message } });
    }
    expect((await provider.get('/api/profile')).body).toEqual(before);
    expect(await api.deps.files.get(`logos/${provider.uid}-${Date.now()}.png`)).toBeNull();
  });

  it('refuses a header that cannot be read, and image data larger than its header says, as unreadable', async () => {
    const message = 'Ce logo ne peut pas être lu : enregistrez-le de nouveau en PNG ou JPEG';
    const damaged = png(100, 100);
    damaged[18] = damaged[18]! ^ 0x40; // the width: the IHDR checksum fails
    const noFrame = Buffer.from('ffd8ffe000104a46494600010100000100010000ffda0002ffd9', 'hex');
    for (const [bytes, type] of [
      [damaged, 'image/png'],
      [png(100, 10, { rows: 100_000 }), 'image/png'], // 30 MB of pixel data behind a 100 × 10 header
      [noFrame, 'image/jpeg'],
    ] as const) {
      expect(refusal(await upload('logo', bytes, type))).toEqual({ status: 400, message, details: { dataBase64: message } });
    }
  });

  it('still takes a logo of up to 2000 pixels a side', async () => {
    const res = await upload('logo', png(2000, 400, { alpha: true }));
    expect(res.status).toBe(200);
    expect((await provider.get('/api/profile')).body.logo_url).toBe(res.body.logo_url);
  });
});

describe('POST /api/profile/avatar', () => {
  it('refuses an image larger than 4096 × 4096 pixels, of any accepted type', async () => {
    const message = "L'image est trop grande : 4096 × 4096 pixels au plus";
    const before = (await provider.get('/api/profile')).body;
    for (const [bytes, type] of [
      [png(30000, 30000, { rows: 1 }), 'image/png'], // the header is refused before any data is read
      [jpegHeader(4097, 3000), 'image/jpeg'],
      [gifHeader(5000, 10), 'image/gif'],
      [webpHeader('VP8L', 16000, 16000), 'image/webp'],
      [webpHeader('VP8X', 100000, 100000), 'image/webp'],
      [avifHeader([512, 512], [20000, 20000]), 'image/avif'],
      [bmpHeader(10, -50000), 'image/bmp'],
    ] as const) {
      expect(refusal(await upload('avatar', bytes, type))).toEqual({ status: 400, message, details: { dataBase64: message } });
    }
    expect((await provider.get('/api/profile')).body).toEqual(before);
  });

  it("refuses a file whose header cannot be read as its type as 'not an image'", async () => {
    const res = await upload('avatar', jpegHeader(100, 0), 'image/jpeg');
    expect(refusal(res)).toEqual({ status: 400, message: 'Le fichier doit être une image', details: { dataBase64: 'Le fichier doit être une image' } });
  });

  it("takes a phone's photo size (4032 × 3024)", async () => {
    const res = await upload('avatar', jpegHeader(4032, 3024), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toMatch(/\.jpg$/);
  });
});

describe('PUT /api/profile and the logo address', () => {
  const profileBody = (logo_url: string | null) => ({ company_name: 'Studio Pixel', logo_url });

  it('refuses an address the upload did not set, and keeps the stored one', async () => {
    const uploaded = (await upload('logo', SAMPLE_LOGO_PNG)).body.logo_url as string;
    const message = 'Le logo se change en téléversant une image PNG ou JPEG';
    for (const url of ['http://evil.example/pixel.png', 'https://cdn.example.fr/logo.png', `${uploaded}?track=1`]) {
      expect(refusal(await provider.put('/api/profile', profileBody(url)))).toEqual({ status: 400, message, details: { logo_url: message } });
    }
    expect((await provider.get('/api/profile')).body.logo_url).toBe(uploaded);

    // Sent back as stored (the profile form does): saved.
    const same = await provider.put('/api/profile', profileBody(uploaded));
    expect({ status: same.status, logo_url: same.body.logo_url }).toEqual({ status: 200, logo_url: uploaded });
  });

  it('removes the logo with null or an empty field', async () => {
    await upload('logo', SAMPLE_LOGO_PNG);
    const removed = await provider.put('/api/profile', profileBody(null));
    expect({ status: removed.status, logo_url: removed.body.logo_url }).toEqual({ status: 200, logo_url: null });
    await upload('logo', SAMPLE_LOGO_PNG);
    const emptied = await provider.put('/api/profile', profileBody(''));
    expect({ status: emptied.status, logo_url: emptied.body.logo_url }).toEqual({ status: 200, logo_url: null });
    // With no logo stored, an address is still refused.
    expect((await provider.put('/api/profile', profileBody('https://evil.example/x.png'))).status).toBe(400);
  });

  it('refuses a stored address that is not one of our files, sent back unchanged, and changes nothing', async () => {
    const message = 'Le logo se change en téléversant une image PNG ou JPEG';
    const uploaded = (await upload('logo', SAMPLE_LOGO_PNG)).body.logo_url as string;
    const ours = uploaded.slice(0, uploaded.indexOf('/fn/files/'));
    // Stored before the upload-only rule (or by hand): another site's image, or our files' path on another host.
    for (const foreign of ['http://evil.example/x.png', `http://evil.example/fn/files/logos/${provider.uid}-1.png`, `${ours}/fn/files/../x.png`]) {
      await api.deps.store.set('profiles', provider.uid, { ...(await api.deps.store.get('profiles', provider.uid))!, logo_url: foreign });
      const res = await provider.put('/api/profile', { ...profileBody(foreign), company_name: 'Studio Renommé' });
      expect(refusal(res)).toEqual({ status: 400, message, details: { logo_url: message } });
      expect(await api.deps.store.get('profiles', provider.uid)).toMatchObject({ logo_url: foreign, company_name: 'Studio Pixel' });
    }
    // null still removes it.
    const removed = await provider.put('/api/profile', profileBody(null));
    expect({ status: removed.status, logo_url: removed.body.logo_url }).toEqual({ status: 200, logo_url: null });
  });
});

describe('what clients read of a logo', () => {
  it('the directory, the provider page and the public page give our own logo, and null for a stored outside address', async () => {
    const { owner, publicId } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL', companyName: 'Atelier Logo' });
    const client = await api.asClient();
    const logos = async () => {
      const listed = (await client.get('/api/client/providers?limit=100')).body.items.find((p: { user_id: string }) => p.user_id === owner.uid);
      const detail = (await client.get(`/api/client/providers/${owner.uid}`)).body;
      const page = (await pageVisitor(api).get('get_page', { publicId })).body;
      return [listed.logo_url, detail.logo_url, page.provider.logo_url];
    };
    const uploaded = (await owner.post('/api/profile/logo', { contentType: 'image/png', dataBase64: SAMPLE_LOGO_PNG.toString('base64') })).body.logo_url as string;
    expect(await logos()).toEqual([uploaded, uploaded, uploaded]);

    for (const foreign of ['http://evil.example/x.png', `http://evil.example/fn/files/logos/${owner.uid}-1.png`]) {
      await api.deps.store.set('profiles', owner.uid, { ...(await api.deps.store.get('profiles', owner.uid))!, logo_url: foreign });
      expect(await logos()).toEqual([null, null, null]);
    }
  });
});
