import * as yup from 'yup';
import { defineRoute } from './route';
import { startTestApi, type ApiCaller, type TestApi } from '../test-support/test-api';

const echoSchema = yup.object({ note: yup.string().required('La note est requise') });

/** Routes made for these tests: one per access level, and one that fails. */
const testRoutes = [
  defineRoute({ method: 'get', path: '/provider-only', access: 'provider', handler: async (ctx) => ({ uid: ctx.caller.uid }) }),
  defineRoute({ method: 'get', path: '/client-only', access: 'client', handler: async (ctx) => ({ uid: ctx.caller.uid }) }),
  defineRoute({ method: 'post', path: '/echo', access: 'any', schema: echoSchema, handler: async (_ctx, input) => input }),
  defineRoute({
    method: 'post',
    path: '/store-work',
    access: 'provider',
    handler: async (ctx) => {
      await ctx.store.set('notes', ctx.caller.uid, { n: 1 });
      await ctx.store.get('notes', ctx.caller.uid);
      await ctx.store.query('notes', { where: [['n', '==', 1]] });
      return { done: true };
    },
  }),
  defineRoute({ method: 'post', path: '/big', access: 'any', bodyLimit: '2mb', handler: async (_ctx, input) => ({ keys: Object.keys(input).length }) }),
  defineRoute({
    method: 'get',
    path: '/boom',
    access: 'public',
    handler: async () => {
      throw new Error('secret internals');
    },
  }),
];

let api: TestApi;
let provider: ApiCaller;
let client: ApiCaller;

beforeAll(async () => {
  api = await startTestApi({ routes: testRoutes });
  provider = await api.asProvider();
  client = await api.asClient();
});

afterAll(async () => {
  await api?.close();
});

test('an unknown route answers a JSON 404', async () => {
  const res = await api.anonymous().get('/api/nope');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Route introuvable' } });
});

test('an answer is JSON in UTF-8 with its length in bytes; HEAD gets the same headers and no body', async () => {
  const echo = await provider.post('/api/echo', { note: 'Façade – 20 €' });
  expect(echo.status).toBe(200);
  expect(echo.body).toEqual({ note: 'Façade – 20 €' });
  expect(echo.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Number(echo.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(echo.body)));

  const get = await provider.get('/api/provider-only');
  const head = await provider.request('HEAD', '/api/provider-only');
  expect([head.status, head.body]).toEqual([200, '']);
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
});

test('a client cannot call provider routes, and a provider cannot call client routes', async () => {
  expect((await provider.get('/api/provider-only')).status).toBe(200);
  expect((await client.get('/api/client-only')).status).toBe(200);
  const asClient = await client.get('/api/provider-only');
  expect(asClient.status).toBe(403);
  expect(asClient.body.error).toEqual({ code: 'FORBIDDEN', message: "Vous n'avez pas accès à cette ressource" });
  expect((await provider.get('/api/client-only')).status).toBe(403);
});

test('without a valid token the answer is 401 with the spec message', async () => {
  const anonymous = await api.anonymous().get('/api/provider-only');
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Session expirée, veuillez vous reconnecter' });
  const forged = await api.anonymous().request('GET', '/api/provider-only', undefined, { authorization: 'Bearer not.a.token' });
  expect(forged.status).toBe(401);
});

test('a signed-in user without a role claim is refused', async () => {
  const { createAuthUser, signIn } = await import('../test-support/auth-emulator');
  const user = await createAuthUser({ role: null });
  const token = await signIn(user.email, user.password);
  const res = await api.anonymous().request('POST', '/api/echo', { note: 'x' }, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(403);
});

test('bodies are validated with French messages', async () => {
  const res = await provider.post('/api/echo', { other: 1 });
  expect(res.status).toBe(400);
  expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message: 'La note est requise', details: { note: 'La note est requise' } });
  expect((await provider.post('/api/echo', { note: 'ok', extra: 'dropped' })).body).toEqual({ note: 'ok' });
});

test('malformed JSON is a 400, not a crash', async () => {
  const res = await provider.request('POST', '/api/echo', '{"note":', { 'content-type': 'application/json' });
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_ERROR');
});

test('bodies are bounded: 256 KB by default, more only where a route asks for it', async () => {
  const big = { note: 'x'.repeat(300 * 1024) };
  const res = await provider.post('/api/echo', big);
  expect(res.status).toBe(413);
  expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse' });
  expect((await provider.post('/api/big', big)).status).toBe(200);
  expect((await provider.post('/api/big', { note: 'x'.repeat(3 * 1024 * 1024) })).status).toBe(413);
});

test('an anonymous caller is refused before its body is read', async () => {
  const res = await api.anonymous().post('/api/echo', { note: 'x'.repeat(300 * 1024) });
  expect(res.status).toBe(401);
});

test('an unexpected error answers 500 in French without internals', async () => {
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const res = await api.anonymous().get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Une erreur est survenue, veuillez réessayer' } });
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
  } finally {
    errorLog.mockRestore();
  }
});

test('each request is logged as one JSON line, without token, query string or body', async () => {
  const previous = process.env['DEVIS_QUIET_LOGS'];
  process.env['DEVIS_QUIET_LOGS'] = '0';
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await provider.request('POST', '/api/echo?t=capability-secret', { note: 'hunter2-password' });
    await new Promise((r) => setTimeout(r, 50)); // the line is written when the response finishes
    const lines = log.mock.calls.map((c) => String(c[0]));
    const entries = lines.map((l) => JSON.parse(l) as { severity: string; httpRequest: { requestMethod: string; requestUrl: string; status: number } });
    expect(entries).toContainEqual(
      expect.objectContaining({ severity: 'INFO', httpRequest: expect.objectContaining({ requestMethod: 'POST', requestUrl: '/api/echo', status: 200 }) }),
    );
    const all = lines.join('\n');
    expect(all).not.toContain(provider.token!);
    expect(all).not.toContain('capability-secret');
    expect(all).not.toContain('hunter2-password');
  } finally {
    log.mockRestore();
    process.env['DEVIS_QUIET_LOGS'] = previous;
  }
});

test("each request's log line carries its billed store reads and writes, and only its own", async () => {
  const previous = process.env['DEVIS_QUIET_LOGS'];
  process.env['DEVIS_QUIET_LOGS'] = '0';
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await Promise.all([provider.post('/api/store-work'), provider.post('/api/echo', { note: 'x' })]);
    await new Promise((r) => setTimeout(r, 50));
    const entries = log.mock.calls.map((c) => JSON.parse(String(c[0])) as { message: string; storeReads: number; storeWrites: number });
    expect(entries.find((e) => e.message === 'POST /api/store-work 200')).toMatchObject({ storeReads: 2, storeWrites: 1 });
    expect(entries.find((e) => e.message === 'POST /api/echo 200')).toMatchObject({ storeReads: 0, storeWrites: 0 });
  } finally {
    log.mockRestore();
    process.env['DEVIS_QUIET_LOGS'] = previous;
  }
});

test('a cached token verdict is trusted only until the token expires', async () => {
  const { createHash } = await import('node:crypto');
  const { tokenCache } = await import('./auth');
  const key = (token: string) => createHash('sha256').update(token).digest('base64url');
  const claims = { uid: provider.uid!, role: 'provider', email: 'x@y.fr', email_verified: true };
  // Not real tokens: only the cache can vouch for them.
  tokenCache.entries.set(key('cached-valid'), { decoded: { ...claims, exp: Math.floor(Date.now() / 1000) + 600 } as never, checkedAt: Date.now() });
  tokenCache.entries.set(key('cached-expired'), { decoded: { ...claims, exp: Math.floor(Date.now() / 1000) - 1 } as never, checkedAt: Date.now() });
  const call = (token: string) => api.anonymous().request('GET', '/api/provider-only', undefined, { authorization: `Bearer ${token}` });
  expect((await call('cached-valid')).status).toBe(200);
  expect((await call('cached-expired')).status).toBe(401);
  expect(tokenCache.entries.has(key('cached-expired'))).toBe(false);
});
