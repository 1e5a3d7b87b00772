import { adminAuth } from '../../firebase/admin-app';
import { authEmulatorHost, signIn } from '../../test-support/auth-emulator';
import { useTempStore } from '../../test-support/temp-store';
import { DEMO_CLIENT, DEMO_PROVIDER, ensureDemoAccounts } from './demo-accounts';
import { ensureDemoRequestLoop } from './demo-request-loop';
import type { Mail } from '../../mail/port';
import type { Deps } from '../context';

beforeAll(() => authEmulatorHost());
const temp = useTempStore('devis-seed-', { once: true });

test('creates a confirmed demo provider and a demo client that can sign in; a second run changes nothing', async () => {
  const { store } = temp;
  const first = await ensureDemoAccounts(store, new Date());
  const again = await ensureDemoAccounts(store, new Date());
  expect(again).toEqual({ ...first, providerCreated: false, clientCreated: false });

  const provider = await adminAuth().getUserByEmail(DEMO_PROVIDER.email);
  expect(provider.emailVerified).toBe(true);
  expect(provider.customClaims).toEqual({ role: 'provider' });
  expect(await store.get('profiles', provider.uid)).toMatchObject({ company_name: 'Studio Démo', company_country: 'France' });
  // Confirmed accounts: listed in the client directory.
  expect(await store.get('profiles', provider.uid)).toMatchObject({ email_verified: true, company_key: expect.stringMatching(/.+/) });
  expect(await store.count('profiles')).toBe(2);
  expect(await store.get('profiles', again.secondProviderUid)).toMatchObject({ company_name: 'Atelier Papier' });

  const client = await adminAuth().getUserByEmail(DEMO_CLIENT.email);
  expect(client.customClaims).toEqual({ role: 'client' });
  expect(await store.get('client_accounts', client.uid)).toMatchObject({ name: 'Camille Martin', company_name: null, phone: null });
  expect(await store.count('client_accounts')).toBe(1);

  await expect(signIn(DEMO_PROVIDER.email, 'demo1234')).resolves.toEqual(expect.any(String));
  await expect(signIn(DEMO_CLIENT.email, 'demo1234')).resolves.toEqual(expect.any(String));
});

test('seeds the request loop once: catalogues, a request to both providers, a request without a quote', async () => {
  const { store } = temp;
  const accounts = await ensureDemoAccounts(store, new Date());
  const mails: Mail[] = [];
  const deps = { store, mailer: { send: async (m: Mail) => void mails.push(m) }, files: { get: async () => null }, now: () => new Date(), publicOrigin: 'http://127.0.0.1:5000' } as unknown as Deps;
  expect(await ensureDemoRequestLoop(deps, accounts)).toBe(true);
  expect(await ensureDemoRequestLoop(deps, accounts)).toBe(false);
  const requests = await store.query<{ title: string; status: string }>('quote_requests', { where: [['provider_user_id', '==', accounts.providerUid]] });
  expect(requests.map((r) => [r.title, r.status]).sort()).toEqual([
    ['Identité visuelle de la boulangerie', 'quote_sent'],
    ['Refonte du site vitrine', 'pending'],
  ]);
  expect(await store.count('quote_requests', { where: [['provider_user_id', '==', accounts.secondProviderUid]] })).toBe(1);
  expect(await store.get('profiles', accounts.providerUid)).toMatchObject({ services_count: 3 });
  expect(mails.map((m) => m.to).sort()).toEqual(['atelier@devis.local', 'demo@devis.local']);
});
