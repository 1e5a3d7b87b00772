/**
 * A provider whose email is not confirmed is invisible to clients (directory, provider page, conversations,
 * requests) until the server sees a token that says it is confirmed; then it is listed with no other step.
 */
import { newProviderProfile } from '../identity/new-provider-profile';
import { PROFILES } from '../profile/profile-record';
import { RATE_LIMITS_COLLECTION } from '../rate-limit/rate-limit';
import { applyVerificationCode, emulatorOobCodes, signIn, uniqueEmail } from '../../test-support/auth-emulator';
import { startTestApi, type ClientCaller, type TestApi } from '../../test-support/test-api';

let api: TestApi;
let client: ClientCaller;

beforeAll(async () => {
  api = await startTestApi();
  client = await api.asClient({ name: 'Claire Martin' });
});
afterAll(() => api?.close());

/** Registers a provider through the API, as anyone can, with an address nobody confirms (yet). */
async function registerProvider(companyName: string) {
  const email = uniqueEmail('unconfirmed');
  const res = await api.anonymous().post('/api/auth/register-provider', { company_name: companyName, email, password: 'secret1' });
  expect(res.status).toBe(201);
  return { uid: res.body.uid as string, email };
}

const directoryNames = async (search = '') =>
  ((await client.get(`/api/client/providers?limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`)).body.items as { company_name: string }[]).map((p) => p.company_name);

async function requestTo(providerId: string) {
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
  return client.post('/api/client/requests', {
    title: 'Refonte du site',
    description: 'Pour le printemps',
    lines: [{ description: 'Maquettes', quantity: 1, unit_price_ht: 100_000, tva_rate_percent: 20 }],
    provider_ids: [providerId],
  });
}

test('an unconfirmed provider is in no directory page or search, has no page, and takes no conversation nor request', async () => {
  const listed = await api.asProvider({ companyName: 'Atelier Confirmé' });
  const impostor = await registerProvider('AAA Imposteur Non Confirmé');
  const outboxBefore = (await api.outbox()).filter((m) => m.to === impostor.email && m.kind !== 'verify-email').length;

  expect(await directoryNames()).toContain('Atelier Confirmé');
  expect(await directoryNames()).not.toContain('AAA Imposteur Non Confirmé');
  expect(await directoryNames('Imposteur')).toEqual([]);
  expect(await api.deps.store.get(PROFILES, impostor.uid)).toMatchObject({ email_verified: false, company_key: '' });

  const page = await client.get(`/api/client/providers/${impostor.uid}`);
  expect({ status: page.status, message: page.body.error?.message }).toEqual({ status: 404, message: 'Prestataire non trouvé' });
  const conversation = await client.post('/api/client/conversations', { provider_user_id: impostor.uid });
  expect({ status: conversation.status, message: conversation.body.error?.message }).toEqual({ status: 404, message: 'Prestataire non trouvé' });
  const request = await requestTo(impostor.uid);
  expect(request.body.results?.some((r: { success: boolean }) => r.success) ?? false).toBe(false);
  expect(await api.deps.store.query('quote_requests', { where: [['provider_user_id', '==', impostor.uid]] })).toEqual([]);
  // Nothing about the client is mailed to the address nobody confirmed.
  expect((await api.outbox()).filter((m) => m.to === impostor.email && m.kind !== 'verify-email')).toHaveLength(outboxBefore);

  // The confirmed provider still takes both.
  expect((await client.post('/api/client/conversations', { provider_user_id: listed.uid })).status).toBe(200);
  expect((await client.get(`/api/client/providers/${listed.uid}`)).status).toBe(200);
});

test('once the email is confirmed, the first call of the provider app lists the provider (one write), and saving the profile keeps it listed', async () => {
  const provider = await registerProvider('Studio Bientôt Confirmé');
  // Before the confirmation, the provider's own calls change nothing.
  const unconfirmedToken = await signIn(provider.email, 'secret1');
  expect((await api.anonymous().request('GET', '/api/me', undefined, { authorization: `Bearer ${unconfirmedToken}` })).body.emailVerified).toBe(false);
  expect(await directoryNames()).not.toContain('Studio Bientôt Confirmé');

  const code = (await emulatorOobCodes()).find((c) => c.email === provider.email && c.requestType === 'VERIFY_EMAIL');
  await applyVerificationCode(code!.oobCode);
  expect(await directoryNames()).not.toContain('Studio Bientôt Confirmé'); // the server has not seen it yet
  const token = await signIn(provider.email, 'secret1');
  const profile = await api.anonymous().request('GET', '/api/profile', undefined, { authorization: `Bearer ${token}` });
  expect(profile.status).toBe(200);
  expect(profile.body).not.toHaveProperty('email_verified');
  expect(await api.deps.store.get(PROFILES, provider.uid)).toMatchObject({ email_verified: true });
  expect(await directoryNames()).toContain('Studio Bientôt Confirmé');
  expect(await directoryNames('Bientôt')).toEqual(['Studio Bientôt Confirmé']);
  expect((await client.get(`/api/client/providers/${provider.uid}`)).status).toBe(200);
  expect((await requestTo(provider.uid)).body.results).toEqual([expect.objectContaining({ provider_user_id: provider.uid, success: true })]);

  const saved = await api.anonymous().request('PUT', '/api/profile', { company_name: 'Studio Confirmé', company_city: 'Nantes' }, { authorization: `Bearer ${token}` });
  expect(saved.status).toBe(200);
  expect(await directoryNames('Nantes')).toEqual(['Studio Confirmé']);
});

test('GET /api/me, after the confirmation, lists the provider too', async () => {
  const provider = await registerProvider('Menuiserie Moi');
  const code = (await emulatorOobCodes()).find((c) => c.email === provider.email && c.requestType === 'VERIFY_EMAIL');
  await applyVerificationCode(code!.oobCode);
  const token = await signIn(provider.email, 'secret1');
  const me = await api.anonymous().request('GET', '/api/me', undefined, { authorization: `Bearer ${token}` });
  expect(me.body).toMatchObject({ emailVerified: true, profile: { company_name: 'Menuiserie Moi' } });
  expect(me.body.profile).not.toHaveProperty('email_verified');
  expect(await directoryNames()).toContain('Menuiserie Moi');
});

test('the dashboard\'s plan status (GET /api/billing), the first call after signing in, lists the provider', async () => {
  const provider = await registerProvider('Menuiserie Tableau');
  const code = (await emulatorOobCodes()).find((c) => c.email === provider.email && c.requestType === 'VERIFY_EMAIL');
  await applyVerificationCode(code!.oobCode);
  expect(await directoryNames()).not.toContain('Menuiserie Tableau');
  const token = await signIn(provider.email, 'secret1');
  const billing = await api.anonymous().request('GET', '/api/billing', undefined, { authorization: `Bearer ${token}` });
  expect(billing.body).toMatchObject({ plan: 'trial' });
  expect(await directoryNames()).toContain('Menuiserie Tableau');
});

test('a profile stored before the flag existed (no email_verified) stays listed', async () => {
  const now = new Date();
  const legacy = newProviderProfile({ uid: 'legacy-provider', email: 'legacy@test.devis.local', company_name: 'Ancien Studio', now });
  expect(legacy).not.toHaveProperty('email_verified');
  await api.deps.store.set(PROFILES, 'legacy-provider', { ...legacy });
  expect(await directoryNames()).toContain('Ancien Studio');
  expect((await client.get('/api/client/providers/legacy-provider')).status).toBe(200);
});
