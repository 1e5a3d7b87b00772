import { readFileSync } from 'node:fs';
import path from 'node:path';
import { savedSessionKey } from './saved-session';
import { createSessionApi } from './session-api';

// The shell's inline script, as served (root-config/src/index.html). It must find the session where the app reads it
// (savedSessionKey): these tests save it there.
const html = readFileSync(path.join(__dirname, '../../../root-config/src/index.html'), 'utf8');
const inlineScript = /<script id="devis-early-request">([\s\S]*?)<\/script>/.exec(html)![1]!;
const runShellScript = () => new Function(inlineScript)();

const realFetch = global.fetch;
const savedUser = (uid: string, expiresInMs: number) =>
  localStorage.setItem(savedSessionKey, JSON.stringify({ uid, stsTokenManager: { accessToken: `token-of-${uid}`, expirationTime: Date.now() + expiresInMs } }));
const user = (uid: string) => ({ currentUser: { uid, getIdToken: async () => `fresh-token-of-${uid}` } });
const page = { items: [{ id: 'q1' }], nextCursor: null, total: 1 };

beforeEach(() => {
  localStorage.clear();
  delete window.__devisEarly;
  window.history.replaceState({}, '', '/app/quotes');
});
afterEach(() => {
  global.fetch = realFetch;
  window.history.replaceState({}, '', '/');
});

test('on /app/quotes with a saved session, the shell asks for the first page at once, and the app takes that answer', async () => {
  savedUser('u1', 3_600_000);
  const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(page), { status: 200 }));
  global.fetch = fetchMock;
  runShellScript();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]).toEqual(['/api/quotes?limit=50', { headers: { Accept: 'application/json', Authorization: 'Bearer token-of-u1' } }]);

  const api = createSessionApi(user('u1'));
  await expect(api.get('/api/quotes?limit=50')).resolves.toEqual(page);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // Taken once: the next ask (a refetch after a write) goes to the API.
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...page, total: 2 }), { status: 200 }));
  await expect(api.get('/api/quotes?limit=50')).resolves.toEqual({ ...page, total: 2 });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('another user, another path, a refused early request: the app asks the API itself', async () => {
  savedUser('u1', 3_600_000);
  const fetchMock = jest.fn().mockImplementation(async () => new Response(JSON.stringify(page), { status: 200 }));
  global.fetch = fetchMock;
  runShellScript();
  await createSessionApi(user('u2')).get('/api/quotes?limit=50');
  expect(fetchMock.mock.calls[1]![1]).toMatchObject({ headers: { Authorization: 'Bearer fresh-token-of-u2' } });

  runShellScript();
  await createSessionApi(user('u1')).get('/api/quotes?limit=50&status=sent');
  expect(fetchMock).toHaveBeenCalledTimes(4);

  fetchMock.mockReset();
  fetchMock.mockResolvedValueOnce(new Response('{"error":{"code":"FORBIDDEN","message":"Accès refusé"}}', { status: 403 }));
  fetchMock.mockResolvedValueOnce(new Response('{"error":{"code":"FORBIDDEN","message":"Accès refusé"}}', { status: 403 }));
  runShellScript();
  await expect(createSessionApi(user('u1')).get('/api/quotes?limit=50')).rejects.toMatchObject({ status: 403, message: 'Accès refusé' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('no saved session, a token about to expire, or another page: the shell asks nothing', () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  runShellScript();
  savedUser('u1', 30_000);
  runShellScript();
  savedUser('u1', 3_600_000);
  window.history.replaceState({}, '', '/app/clients');
  runShellScript();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(window.__devisEarly).toBeUndefined();
});

test("the saved session's user takes the early answer before Firebase has restored the session; anything else waits", async () => {
  savedUser('u1', 3_600_000);
  const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(page), { status: 200 }));
  global.fetch = fetchMock;
  runShellScript();
  const restoring = { currentUser: null, authStateReady: () => new Promise<void>(() => undefined) };
  const api = createSessionApi(restoring, () => 'u1');
  await expect(api.get('/api/quotes?limit=50')).resolves.toEqual(page);
  let other = false;
  void api.get('/api/clients?limit=50').then(() => (other = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(other).toBe(false);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
