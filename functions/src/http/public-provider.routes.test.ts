/**
 * The publicProvider function (spec 001 §7 "Public provider function"): every action and refusal, in both
 * access modes, with the PUBLIC_PROVIDER flag on and off. Calls go through HTTP with a cookie jar per visitor.
 */
import { pdftotext } from '../test-support/pdftotext';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { pageVisitor, providerWithPage, type PageVisitor } from '../test-support/public-page-visitor';

let api: TestApi;
let off: TestApi;

beforeAll(async () => {
  [api, off] = await Promise.all([startTestApi({ publicProvider: true }), startTestApi({ publicProvider: false })]);
});
afterAll(async () => {
  await Promise.all([api?.close(), off?.close()]);
});

const emailRequired = { status: 401, body: { error: { code: 'EMAIL_REQUIRED', message: 'Email requis' } } };
const quoteNotFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Devis non trouvé' } } };

/** A visitor through the email gate of `publicId`. */
async function gated(publicId: string, email = 'Visiteur@Exemple.FR'): Promise<PageVisitor> {
  const visitor = pageVisitor(api);
  const res = await visitor.post('pre_access_email', { publicId, email });
  expect(res).toMatchObject({ status: 200, body: { ok: true } });
  return visitor;
}

const pdfText = (dataUrl: string) => pdftotext(Buffer.from(dataUrl.replace(/^data:application\/pdf;base64,/, ''), 'base64'));

describe('with PUBLIC_PROVIDER off', () => {
  test('every action, even a malformed or unknown one, answers 403 "Fonctionnalité désactivée"', async () => {
    const visitor = pageVisitor(off);
    const calls = [
      visitor.get('get_page', { publicId: 'a'.repeat(24) }),
      visitor.get('get_quote', { quotePublicId: 'a'.repeat(24) }),
      visitor.post('pre_access_email', { publicId: 'a'.repeat(24), email: 'a@b.fr' }),
      visitor.post('create_quote_from_basket', { publicId: 'a'.repeat(24), items: [{ serviceId: 'x', qty: 1 }] }),
      visitor.post('request_pdf', { quotePublicId: 'a'.repeat(24) }),
      visitor.post('create_quote_from_basket', '{"items": [', true),
      visitor.get('unknown', {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res).toMatchObject({ status: 403, body: { error: { code: 'FEATURE_DISABLED', message: 'Fonctionnalité désactivée' } } });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('get_page', () => {
  test('DOWNLOAD_ON_EMAIL: the catalogue is open, sorted by name, with the provider header; answers are private', async () => {
    const { publicId } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL', companyName: 'Atelier Ouvert' });
    const res = await pageVisitor(api).get('get_page', { publicId });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      provider: { id: publicId, name: 'Atelier Ouvert', currency: 'EUR', public_access_mode: 'DOWNLOAD_ON_EMAIL', vat_franchise: false },
      visitor_email: null,
    });
    expect(res.body.services.map((s: any) => [s.name, s.unit_price_ht, s.tva_rate_percent, s.unit])).toEqual([
      ['Atelier', 12_050, 10, 'unité'],
      ['Audit', 50_000, 20, 'unité'],
      ['Conseil', 9_999, 20, 'unité'],
    ]);
    expect(Object.keys(res.body.services[0]).sort()).toEqual(['description', 'id', 'name', 'tva_rate_percent', 'unit', 'unit_price_ht']);
  });

  test('ACCESS_ON_EMAIL: 401 EMAIL_REQUIRED until the visitor gives an email, then the catalogue', async () => {
    const { publicId } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const visitor = pageVisitor(api);
    expect(await visitor.get('get_page', { publicId })).toMatchObject(emailRequired);
    const gate = await visitor.post('pre_access_email', { publicId, email: '  Claire@Exemple.FR ' });
    expect(gate).toMatchObject({ status: 200, body: { ok: true } });
    const page = await visitor.get('get_page', { publicId });
    expect(page).toMatchObject({ status: 200, body: { visitor_email: 'claire@exemple.fr' } });
    expect(page.body.services).toHaveLength(3);
  });

  test('the gate cookie is HttpOnly, SameSite=Lax, scoped to the function, and not Secure on http://', async () => {
    const { publicId } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const res = await pageVisitor(api).post('pre_access_email', { publicId, email: 'a@b.fr' });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='))!;
    expect(set).toMatch(/; Path=\/fn\/public-provider(;|$)/);
    expect(set).toMatch(/; HttpOnly(;|$)/);
    expect(set).toMatch(/; SameSite=Lax(;|$)/);
    expect(set).toMatch(/; Max-Age=2592000(;|$)/);
    expect(set).not.toMatch(/Secure/);
    expect(set).not.toContain('a@b.fr');
  });

  test("one page's email does not open another page, and a forged or altered cookie opens nothing", async () => {
    const a = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const b = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const visitor = await gated(a.publicId);
    expect((await visitor.get('get_page', { publicId: a.publicId })).status).toBe(200);
    expect(await visitor.get('get_page', { publicId: b.publicId })).toMatchObject(emailRequired);

    const [value, signature] = visitor.cookie.slice('__session='.length).split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    const moved = Buffer.from(JSON.stringify({ ...payload, e: [[b.publicId, 'visiteur@exemple.fr']] })).toString('base64url');
    const forgeries = [`${moved}.${signature}`, `${value}.${'A'.repeat(43)}`, value, `${value}.`, 'n%C3%A9ant', `${moved}.${signature}.x`];
    for (const cookie of forgeries) {
      const forged = pageVisitor(api, { cookie: `__session=${cookie}` });
      expect(await forged.get('get_page', { publicId: b.publicId })).toMatchObject(emailRequired);
      expect(await forged.get('get_page', { publicId: a.publicId })).toMatchObject(emailRequired);
    }
  });

  test('an unknown or malformed id is 404 "Prestataire non trouvé"; a page switched off is 403 PAGE_DISABLED', async () => {
    const visitor = pageVisitor(api);
    for (const publicId of ['b'.repeat(24), 'pas-un-id', 'A'.repeat(24)]) {
      expect(await visitor.get('get_page', { publicId })).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Prestataire non trouvé' } } });
    }
    expect(await visitor.get('get_page', { publicId: '' })).toMatchObject({ status: 400, body: { error: { message: 'Prestataire non trouvé' } } });
    const { owner, publicId } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    await owner.put('/api/profile/public-page', { enabled: false, mode: 'DOWNLOAD_ON_EMAIL' });
    const disabled = { status: 403, body: { error: { code: 'PAGE_DISABLED', message: 'Page publique désactivée' } } };
    expect(await visitor.get('get_page', { publicId })).toMatchObject(disabled);
    expect(await visitor.post('pre_access_email', { publicId, email: 'a@b.fr' })).toMatchObject(disabled);
  });

  test('under the VAT franchise every price shows without VAT', async () => {
    const { owner, publicId } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    await owner.put('/api/profile', { company_name: 'Micro Atelier', vat_franchise: true });
    const res = await pageVisitor(api).get('get_page', { publicId });
    expect(res.body.provider.vat_franchise).toBe(true);
    expect(res.body.services.map((s: any) => s.tva_rate_percent)).toEqual([0, 0, 0]);
  });
});

describe('pre_access_email', () => {
  test('a malformed email is 400 EMAIL_INVALID with the French text, and sets no cookie', async () => {
    const { publicId } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    for (const email of ['pas-un-email', 'a@b', `${'a'.repeat(251)}@b.fr`, ' ']) {
      const visitor = pageVisitor(api);
      const res = await visitor.post('pre_access_email', { publicId, email });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: email.trim() ? 'EMAIL_INVALID' : 'VALIDATION_ERROR', message: 'Veuillez saisir une adresse email valide' });
      expect(visitor.cookie).toBe('');
    }
  });

  test('wrong types, malformed JSON and oversized bodies are French 400/413 errors', async () => {
    const visitor = pageVisitor(api);
    const refusals: [unknown, string][] = [
      [{ publicId: ['x'], email: 'a@b.fr' }, 'Prestataire non trouvé'],
      [{ publicId: 'a'.repeat(24), email: { toString: 1 } }, 'Données invalides'],
      [[], 'Le corps de la requête doit être un objet JSON'],
      ['texte', 'Le corps de la requête est invalide'],
    ];
    for (const [body, message] of refusals) {
      expect(await visitor.post('pre_access_email', body)).toMatchObject({ status: 400, body: { error: { message } } });
    }
    expect(await visitor.post('pre_access_email', '{"publicId":', true)).toMatchObject({ status: 400, body: { error: { message: 'Le corps de la requête est invalide' } } });
    const huge = await visitor.post('pre_access_email', { publicId: 'a'.repeat(24), email: `${'a'.repeat(300_000)}@b.fr` });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse' } } });
  });
});

describe('create_quote_from_basket', () => {
  test('prices come from the catalogue: quantities clamped, ≤ 0 dropped, a sent price or total ignored', async () => {
    const { owner, publicId, services } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    const [audit, atelier, conseil] = services as [any, any, any];
    const visitor = pageVisitor(api);
    const res = await visitor.post('create_quote_from_basket', {
      publicId,
      items: [
        { serviceId: audit.id, qty: 2, unit_price_ht: 1, service: { unit_price_ht: 1 } },
        { serviceId: atelier.id, qty: 5000 },
        { serviceId: conseil.id, qty: 0 },
        { serviceId: conseil.id, qty: -3 },
      ],
      total_ttc: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ quotePublicId: expect.stringMatching(/^[a-z0-9]{24}$/) });
    const list = await owner.get('/api/quotes');
    expect(list.body.items).toHaveLength(1);
    const quote = (await owner.get(`/api/quotes/${list.body.items[0].id}`)).body;
    expect(quote.lines.map((l: any) => [l.description, l.quantity, l.unit_price_ht, l.tva_rate_percent, l.total_ht])).toEqual([
      ['Audit', 2, 50_000, 20, 100_000],
      ['Atelier', 999, 12_050, 10, 12_037_950],
    ]);
    expect(quote).toMatchObject({ total_ht: 12_137_950, total_tva: 20_000 + 1_203_795, total_ttc: 12_137_950 + 1_223_795 });
  });

  test("a service saved with a rate that is not French: the page and the basket's quote take the provider's default rate", async () => {
    const { owner, publicId, services } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL', services: [{ name: 'Ancien forfait', unit_price_ht: 10_000 }] });
    expect((await owner.put('/api/profile', { company_name: 'Atelier Vitrine', tva_rate_percent: 10 })).status).toBe(200);
    await api.deps.store.update('services', services[0]!.id, { tva_rate_percent: 8.5 });
    const visitor = pageVisitor(api);
    expect((await visitor.get('get_page', { publicId })).body.services.map((s: any) => s.tva_rate_percent)).toEqual([10]);
    expect((await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 1 }] })).status).toBe(201);
    const list = await owner.get('/api/quotes');
    const quote = (await owner.get(`/api/quotes/${list.body.items[0].id}`)).body;
    expect(quote.lines.map((l: any) => l.tva_rate_percent)).toEqual([10]);
    expect(quote).toMatchObject({ total_ht: 10_000, total_tva: 1_000, vat_franchise: false });
  });

  test('the quote is numbered like any other, sent for 14 days, marked as from the public page, in the list and dashboard', async () => {
    const { owner, publicId, services } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const client = await owner.post('/api/clients', { company_name: 'Client Direct' });
    const own = await owner.post('/api/quotes', { client_id: client.body.id, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] });
    const visitor = await gated(publicId, 'Lea@Exemple.fr');
    const created = await visitor.post('create_quote_from_basket', { publicId, items: services.map((s) => ({ serviceId: s.id, qty: 1 })) });
    expect(created.status).toBe(201);
    const next = await owner.post('/api/quotes', { client_id: client.body.id, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] });
    const [year, seq] = own.body.quote_number.split('-');
    const numberAt = (n: number) => `${year}-${String(Number(seq) + n).padStart(3, '0')}`;
    expect(next.body.quote_number).toBe(numberAt(2));

    const list = await owner.get('/api/quotes?status=sent');
    expect(list.body.items).toEqual([expect.objectContaining({ quote_number: numberAt(1), status: 'sent', from_public_page: true, client: { company_name: 'lea@exemple.fr' } })]);
    // The whole quote, as the detail dialog reads it: the visitor's email and the link.
    const sent = (await owner.get(`/api/quotes/${list.body.items[0].id}`)).body;
    expect(sent).toMatchObject({ visitor_email: 'lea@exemple.fr', public_id: created.body.quotePublicId, client: expect.objectContaining({ company_name: 'lea@exemple.fr', email: 'lea@exemple.fr' }) });
    expect(Date.parse(`${sent.valid_until}T00:00:00Z`) - Date.parse(`${sent.quote_date}T00:00:00Z`)).toBe(14 * 86_400_000);
    const dashboard = await owner.get('/api/dashboard');
    expect(dashboard.body.stats).toMatchObject({ totalQuotes: 3, sentQuotes: 1 });
    expect(dashboard.body.activity.map((a: any) => a.title)).toContain(`Devis ${numberAt(1)}`);
  });

  test('the provider is emailed, with the PDF the visitor gets', async () => {
    const { owner, publicId, services } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const visitor = await gated(publicId, 'paul@exemple.fr');
    const created = await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 3 }] });
    const mail = (await api.outbox()).find((m) => m.kind === 'public-basket-quote' && m.to === owner.email)!;
    expect(mail.subject).toMatch(/^Nouveau devis \d{4}-\d{3} depuis votre page publique$/);
    expect(mail.replyTo).toBe('paul@exemple.fr');
    expect(mail.text).toContain('Adresse du visiteur : paul@exemple.fr');
    expect(mail.text).toContain('3 × Audit');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^devis-\d{4}-\d{3}\.pdf$/) })]);
    const pdf = await visitor.post('request_pdf', { quotePublicId: created.body.quotePublicId });
    expect(mail.attachments![0]!.size).toBe(Buffer.from(pdf.body.pdfUrl.split(',')[1], 'base64').length);
  });

  test('refusals: gate closed, empty basket, another provider\'s service, bad types', async () => {
    const page = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
    const other = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    const stranger = pageVisitor(api);
    expect(await stranger.post('create_quote_from_basket', { publicId: page.publicId, items: [{ serviceId: page.services[0]!.id, qty: 1 }] })).toMatchObject(emailRequired);
    const visitor = await gated(page.publicId);
    const create = (body: unknown) => visitor.post('create_quote_from_basket', body);
    expect(await create({ publicId: page.publicId, items: [] })).toMatchObject({ status: 400, body: { error: { message: 'Votre panier est vide' } } });
    expect(await create({ publicId: page.publicId, items: [{ serviceId: page.services[0]!.id, qty: 0 }] })).toMatchObject({ status: 400, body: { error: { message: 'Votre panier est vide' } } });
    const foreign = await create({ publicId: page.publicId, items: [{ serviceId: page.services[0]!.id, qty: 1 }, { serviceId: other.services[0]!.id, qty: 1 }] });
    expect(foreign).toMatchObject({ status: 409, body: { error: { code: 'BASKET_STALE', message: "Un service de votre panier n'est plus proposé. Rechargez la page." } } });
    for (const body of [{ publicId: page.publicId, items: 'tout' }, { publicId: page.publicId, items: [{ serviceId: page.services[0]!.id, qty: 'beaucoup' }] }, { publicId: page.publicId, items: [5] }, { publicId: page.publicId }]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^(Votre panier est vide|Nombre invalide|Valeur invalide)$/);
    }
    expect(await create({ publicId: page.publicId, items: Array.from({ length: 201 }, () => ({ serviceId: page.services[0]!.id, qty: 1 })) })).toMatchObject({ status: 400, body: { error: { message: 'Votre panier contient trop de lignes' } } });
    expect((await page.owner.get('/api/quotes')).body.items).toEqual([]);
    expect((await other.owner.get('/api/quotes')).body.items).toEqual([]);
  });
});

describe('get_quote and request_pdf', () => {
  test('ACCESS_ON_EMAIL: the visitor reads the quote and downloads the PDF, which names them', async () => {
    const { publicId, services } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL', companyName: 'Atelier Accès' });
    const visitor = await gated(publicId, 'marie@exemple.fr');
    const { quotePublicId } = (await visitor.post('create_quote_from_basket', { publicId, items: services.map((s, i) => ({ serviceId: s.id, qty: i + 1 })) })).body;
    const view = await visitor.get('get_quote', { quotePublicId });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ public_id: quotePublicId, status: 'sent', can_decide: false, pdf_email_required: false, client_email: 'marie@exemple.fr', provider: { name: 'Atelier Accès' } });
    // Each line carries its catalogue service's unit, and the PDF prints it after the quantity.
    expect(view.body.items.map((i: { quantity: number; unit: string }) => [i.quantity, i.unit])).toEqual([[1, 'unité'], [2, 'unité'], [3, 'unité']]);
    const pdf = await visitor.post('request_pdf', { quotePublicId });
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe(`devis-${view.body.number}.pdf`);
    expect(pdf.body.pdfUrl.startsWith('data:application/pdf;base64,JVBERi')).toBe(true);
    const text = pdfText(pdf.body.pdfUrl);
    expect(text.replace(/\s+/g, ' ')).toContain('3 unités');
    expect(text).toContain(view.body.number);
    expect(text).toContain('marie@exemple.fr');
    expect(text).toContain('Atelier Accès');
  });

  test('DOWNLOAD_ON_EMAIL: the PDF asks for an email once; it is recorded on the quote, remembered, and the provider told', async () => {
    const { owner, publicId, services } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    const visitor = pageVisitor(api);
    const { quotePublicId } = (await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[1]!.id, qty: 2 }] })).body;
    expect((await visitor.get('get_quote', { quotePublicId })).body).toMatchObject({ pdf_email_required: true, client_company: 'Visiteur de la page publique' });
    expect(await visitor.post('request_pdf', { quotePublicId })).toMatchObject(emailRequired);
    expect(await visitor.post('request_pdf', { quotePublicId, email: 'pas-un-email' })).toMatchObject({ status: 400, body: { error: { code: 'EMAIL_INVALID', message: 'Veuillez saisir une adresse email valide' } } });
    const pdf = await visitor.post('request_pdf', { quotePublicId, email: ' Jean@Exemple.FR ' });
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.body.pdfUrl)).toContain('jean@exemple.fr');
    const [listed] = (await owner.get('/api/quotes')).body.items;
    expect((await owner.get(`/api/quotes/${listed.id}`)).body).toMatchObject({ visitor_email: 'jean@exemple.fr', client: { company_name: 'jean@exemple.fr' } });
    expect((await visitor.get('get_quote', { quotePublicId })).body.pdf_email_required).toBe(false);
    expect((await visitor.post('request_pdf', { quotePublicId })).status).toBe(200);
    // The page remembers the email: the next basket carries it, and the PDF asks nothing.
    expect((await visitor.get('get_page', { publicId })).body.visitor_email).toBe('jean@exemple.fr');
    const second = (await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 1 }] })).body;
    expect((await visitor.get('get_quote', { quotePublicId: second.quotePublicId })).body).toMatchObject({ pdf_email_required: false, client_email: 'jean@exemple.fr' });
    const told = (await api.outbox()).filter((m) => m.to === owner.email && m.kind === 'public-basket-email');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Adresse du visiteur : jean@exemple.fr');
  });

  test("a visitor never reads another visitor's quote: same 404 as an unknown id, and no bare-id read through /api", async () => {
    const { publicId, services } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
    const alice = pageVisitor(api);
    const bob = pageVisitor(api);
    await bob.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 1 }] });
    const { quotePublicId } = (await alice.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 1 }] })).body;
    const unknown = 'c'.repeat(24);
    for (const reader of [bob, pageVisitor(api)]) {
      expect(await reader.get('get_quote', { quotePublicId })).toMatchObject(quoteNotFound);
      expect(await reader.post('request_pdf', { quotePublicId, email: 'bob@exemple.fr' })).toMatchObject(quoteNotFound);
    }
    expect((await bob.get('get_quote', { quotePublicId: unknown })).body).toEqual((await bob.get('get_quote', { quotePublicId })).body);
    const anonymous = api.anonymous();
    expect(await anonymous.get(`/api/public/c/quotes/${quotePublicId}`)).toMatchObject(quoteNotFound);
    expect((await anonymous.get(`/api/public/c/quotes/${quotePublicId}/pdf`)).status).toBe(404);
    expect((await anonymous.get(`/api/public/quotes/${quotePublicId}?t=x`)).status).toBe(404);
    // Alice's email was never given: Bob's attempt recorded nothing.
    expect((await alice.get('get_quote', { quotePublicId })).body.pdf_email_required).toBe(true);
  });

  test('an unknown action or a wrong method is the JSON 404 "Route introuvable"', async () => {
    const visitor = pageVisitor(api);
    for (const res of [await visitor.get('delete_everything', {}), await visitor.get('create_quote_from_basket', {}), await visitor.post('get_page', {})]) {
      expect(res).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Route introuvable' } } });
    }
  });
});
