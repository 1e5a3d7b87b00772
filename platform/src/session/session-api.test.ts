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
