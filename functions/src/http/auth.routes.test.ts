import { DEFAULT_BRAND_COLORS, DEFAULT_PAYMENT_TERMS } from '@devis/domain';
import { adminAuth } from '../firebase/admin-app';
import type { Mailer } from '../mail/port';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { applyVerificationCode, resetPasswordWithCode, signIn, uniqueEmail } from '../test-support/auth-emulator';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function verifyMailFor(email: string) {
  const mail = (await api.outbox()).find((m) => m.to === email && m.kind === 'verify-email');
  if (!mail) throw new Error(`no verification mail for ${email}`);
  const link = /href="([^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
  return { mail, link: new URL(link) };
}

describe('POST /api/auth/register-provider', () => {
  test('creates a provider with the default profile and sends a French confirmation email with our link', async () => {
    const email = uniqueEmail('provider');
    const res = await api.anonymous().post('/api/auth/register-provider', { company_name: 'SARL Dupont', email, password: 'secret1' });
    expect(res.status).toBe(201);
    const uid = res.body.uid as string;

    const user = await adminAuth().getUser(uid);
    expect(user.customClaims).toEqual({ role: 'provider' });
    expect(user.emailVerified).toBe(false);

    const profile = await api.deps.store.get('profiles', uid);
    expect(profile).toMatchObject({
      user_id: uid,
      email,
      company_name: 'SARL Dupont',
      company_country: 'France',
      tva_rate_percent: 20,
      vat_franchise: false,
      quote_payment_terms: DEFAULT_PAYMENT_TERMS,
      brand_primary_color: DEFAULT_BRAND_COLORS.primary,
      brand_secondary_color: DEFAULT_BRAND_COLORS.secondary,
      brand_accent_color: DEFAULT_BRAND_COLORS.accent,
      public_page_enabled: false,
      public_id: null,
    });

    const { mail, link } = await verifyMailFor(email);
    expect(mail.subject).toBe('Confirmez votre adresse email');
    expect(mail.text).toContain('Bonjour SARL Dupont');
    expect(`${link.origin}${link.pathname}`).toBe(`${api.baseUrl}/auth/action`);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');

    // The provider app applies the code; the next token says the email is confirmed.
    await applyVerificationCode(link.searchParams.get('oobCode')!);
    const token = await signIn(email, 'secret1');
    const me = await api.anonymous().request('GET', '/api/me', undefined, { authorization: `Bearer ${token}` });
    expect(me.body).toMatchObject({ uid, role: 'provider', email, emailVerified: true, profile: { company_name: 'SARL Dupont' } });
  });

  test('the email is trimmed and lower-cased', async () => {
    const email = uniqueEmail('mixed');
    const res = await api.anonymous().post('/api/auth/register-provider', { company_name: 'Casse', email: `  ${email.toUpperCase()} `, password: 'secret1' });
    expect(res.status).toBe(201);
    expect((await adminAuth().getUser(res.body.uid)).email).toBe(email);
  });

  test('an address already registered answers 409 with a French message', async () => {
    const email = uniqueEmail('dup');
    await api.anonymous().post('/api/auth/register-provider', { company_name: 'Premier', email, password: 'secret1' });
    const res = await api.anonymous().post('/api/auth/register-provider', { company_name: 'Second', email, password: 'secret1' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'Un compte existe déjà avec cette adresse email' });
  });

  test('validates with the spec messages and creates nothing', async () => {
    const email = uniqueEmail('invalid');
    const res = await api.anonymous().post('/api/auth/register-provider', { company_name: ' ', email, password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toEqual({
      company_name: "Le nom de l'entreprise est requis",
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const bad = await api.anonymous().post('/api/auth/register-provider', { company_name: 'X', email: 'pas-un-email', password: 'secret1' });
    expect(bad.body.error.details).toEqual({ email: 'Adresse email invalide' });
  });

  test('when a step after the user creation fails, nothing half-made remains and the email is free again', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('mail server down')) };
    const broken = await startTestApi({ mailer: failing });
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const email = uniqueEmail('rollback');
      const res = await broken.anonymous().post('/api/auth/register-provider', { company_name: 'Échec', email, password: 'secret1' });
      expect(res.status).toBe(500);
      expect(res.body.error).toEqual({ code: 'INTERNAL', message: 'Une erreur est survenue, veuillez réessayer' });
      await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect(await broken.deps.store.query('profiles', { where: [['email', '==', email]] })).toEqual([]);

      const retry = await api.anonymous().post('/api/auth/register-provider', { company_name: 'Échec', email, password: 'secret1' });
      expect(retry.status).toBe(201);

      // The failure is logged as one JSON line, without the password.
      const lines = errorLog.mock.calls.map((c) => String(c[0]));
      expect(lines.map((l) => JSON.parse(l))).toContainEqual(expect.objectContaining({ severity: 'ERROR', message: 'POST /api/auth/register-provider failed' }));
      expect(lines.join('\n')).not.toContain('secret1');
    } finally {
      errorLog.mockRestore();
      await broken.close();
    }
  });
});

describe('POST /api/auth/register-client', () => {
  test('creates a client account; empty company and phone are stored as null', async () => {
    const email = uniqueEmail('client');
    const res = await api.anonymous().post('/api/auth/register-client', { email, password: 'secret1', name: ' Camille Martin ', company_name: '', phone: '  ' });
    expect(res.status).toBe(201);
    const uid = res.body.uid as string;
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'client' });
    expect(await api.deps.store.get('client_accounts', uid)).toMatchObject({ id: uid, email, name: 'Camille Martin', company_name: null, phone: null });

    const token = await signIn(email, 'secret1');
    const me = await api.anonymous().request('GET', '/api/me', undefined, { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid, role: 'client', clientAccount: { name: 'Camille Martin' } });
    expect(me.body.profile).toBeUndefined();
  });

  test('keeps company and phone when given', async () => {
    const email = uniqueEmail('client-co');
    const res = await api.anonymous().post('/api/auth/register-client', { email, password: 'secret1', name: 'Léa', company_name: 'Boulangerie Léa', phone: '06 12 34 56 78' });
    expect(await api.deps.store.get('client_accounts', res.body.uid)).toMatchObject({ company_name: 'Boulangerie Léa', phone: '06 12 34 56 78' });
  });

  test('the name is required', async () => {
    const res = await api.anonymous().post('/api/auth/register-client', { email: uniqueEmail('noname'), password: 'secret1', name: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ name: 'Le nom est requis' });
  });
});

describe('POST /api/auth/resend-verification', () => {
  test('sends a new link to an unconfirmed provider, and nothing once confirmed', async () => {
    const unconfirmed = await api.asProvider({ emailVerified: false, companyName: 'Pas Confirmé' });
    const res = await unconfirmed.post('/api/auth/resend-verification');
    expect(res.status).toBe(204);
    const { link } = await verifyMailFor(unconfirmed.email!);
    expect(link.searchParams.get('oobCode')).toBeTruthy();

    const confirmed = await api.asProvider();
    expect((await confirmed.post('/api/auth/resend-verification')).status).toBe(204);
    expect((await api.outbox()).filter((m) => m.to === confirmed.email)).toEqual([]);
  });
});

describe('POST /api/auth/password-reset', () => {
  const resetMailFor = async (email: string) => (await api.outbox()).filter((m) => m.to === email && m.kind === 'password-reset');
  const linkOf = (html: string) => new URL(/href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));

  test('mails a French link to our page that sets a new password; the old one stops working', async () => {
    const client = await api.asClient();
    const res = await api.anonymous().post('/api/auth/password-reset', { email: `  ${client.email!.toUpperCase()} ` });
    expect(res.status).toBe(204);
    const [mail] = await resetMailFor(client.email!);
    expect(mail).toMatchObject({ subject: 'Choisissez un nouveau mot de passe' });
    expect(mail!.text).toContain('Vous avez demandé à changer le mot de passe de votre compte Devis.');
    const link = linkOf(mail!.html);
    expect(`${link.origin}${link.pathname}`).toBe(`${api.deps.publicOrigin}/auth/action`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    // A client's page leads to the client sign-in.
    expect(link.searchParams.get('for')).toBe('client');

    await resetPasswordWithCode(link.searchParams.get('oobCode')!, 'nouveau-secret');
    await expect(signIn(client.email!, 'nouveau-secret')).resolves.toEqual(expect.any(String));
    await expect(signIn(client.email!, client.password!)).rejects.toThrow();
  });

  test("a provider's link leads to the provider sign-in", async () => {
    const provider = await api.asProvider();
    expect((await api.anonymous().post('/api/auth/password-reset', { email: provider.email })).status).toBe(204);
    const [mail] = await resetMailFor(provider.email!);
    expect(linkOf(mail!.html).searchParams.get('for')).toBeNull();
  });

  test('an address without an account gets the same answer, and no mail is sent', async () => {
    const email = uniqueEmail('nobody');
    const res = await api.anonymous().post('/api/auth/password-reset', { email });
    expect(res.status).toBe(204);
    expect(res.body).toBeFalsy();
    expect(await resetMailFor(email)).toEqual([]);
  });

  test('a missing or invalid address is refused in French', async () => {
    const res = await api.anonymous().post('/api/auth/password-reset', { email: 'pas-un-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ email: expect.stringMatching(/email/i) });
    expect((await api.anonymous().post('/api/auth/password-reset', {})).status).toBe(400);
  });
});

describe('provider routes need a confirmed email', () => {
  test('an unconfirmed provider can read /api/me but gets 403 EMAIL_NOT_VERIFIED on workspace routes', async () => {
    const provider = await api.asProvider({ emailVerified: false });
    expect((await provider.get('/api/me')).body).toMatchObject({ role: 'provider', emailVerified: false });
    const res = await provider.get('/api/clients');
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Veuillez confirmer votre adresse email' });
  });
});
