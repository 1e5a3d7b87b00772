import { ApiError } from '../api/api-error';
import { createSessionApi } from './session-api';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const signedIn = { currentUser: { getIdToken: async () => 'id-token' } } as never;

test('attaches the current user ID token', async () => {
  const fetchMock = jest.fn().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  global.fetch = fetchMock;
  await expect(createSessionApi(signedIn).put('/api/profile', { company_name: 'ACME' })).resolves.toEqual({ ok: true });
  expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'PUT', headers: { Authorization: 'Bearer id-token' } });
});

test('a 401 answer becomes "Session expirée, veuillez vous reconnecter"', async () => {
  global.fetch = jest.fn().mockResolvedValue(new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 }));
  await expect(createSessionApi(signedIn).get('/api/me')).rejects.toMatchObject({ status: 401, message: 'Session expirée, veuillez vous reconnecter' });
});

test('without a signed-in user no call is made and the session is reported expired', async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  const error = await createSessionApi({ currentUser: null }).del('/api/quotes/q1').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe('Session expirée, veuillez vous reconnecter');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a call made before Firebase has restored the session waits for it, then goes with its token', async () => {
  const fetchMock = jest.fn().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  global.fetch = fetchMock;
  let restore: () => void = () => undefined;
  const auth: { currentUser: { uid: string; getIdToken: () => Promise<string> } | null; authStateReady: () => Promise<void> } = {
    currentUser: null,
    authStateReady: () => new Promise<void>((resolve) => (restore = resolve)),
  };
  const answer = createSessionApi(auth).get('/api/profile');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).not.toHaveBeenCalled();
  auth.currentUser = { uid: 'u1', getIdToken: async () => 'restored-token' };
  restore();
  await expect(answer).resolves.toEqual({ ok: true });
  expect(fetchMock.mock.calls[0][1]).toMatchObject({ headers: { Authorization: 'Bearer restored-token' } });
});
