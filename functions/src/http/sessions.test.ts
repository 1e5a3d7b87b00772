import { adminAuth } from '../firebase/admin-app';
import { startTestApi, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { TOKEN_RECHECK_MS, tokenCache } from './auth';

let api: TestApi;
let offset = 0;

beforeAll(async () => {
  api = await startTestApi();
  tokenCache.now = () => Date.now() + offset;
});
afterAll(async () => {
  tokenCache.now = () => Date.now();
  await api?.close();
});

/** Signed in, and its token verdict cached by a first call. */
async function signedInProvider(): Promise<ProviderCaller> {
  const provider = await api.asProvider();
  expect((await provider.get('/api/me')).status).toBe(200);
  return provider;
}

const aMinuteLater = () => (offset += TOKEN_RECHECK_MS + 1000);

test('a disabled account loses access within a minute, though its token is valid for an hour', async () => {
  const provider = await signedInProvider();
  await adminAuth().updateUser(provider.uid, { disabled: true });
  aMinuteLater();
  const res = await provider.get('/api/me');
  expect(res).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Session expirée, veuillez vous reconnecter' } } });
});

test('a deleted account loses access within a minute', async () => {
  const provider = await signedInProvider();
  await adminAuth().deleteUser(provider.uid);
  aMinuteLater();
  expect((await provider.get('/api/dashboard')).status).toBe(401);
});

test('signing out everywhere (revoked tokens) ends the session within a minute', async () => {
  const provider = await signedInProvider();
  // Revocation counts from the next whole second after the token was issued.
  await new Promise((r) => setTimeout(r, 1100));
  await adminAuth().revokeRefreshTokens(provider.uid);
  aMinuteLater();
  expect((await provider.get('/api/me')).status).toBe(401);
});

test('an account in good standing keeps its session across re-checks', async () => {
  const provider = await signedInProvider();
  aMinuteLater();
  expect((await provider.get('/api/me')).status).toBe(200);
});
