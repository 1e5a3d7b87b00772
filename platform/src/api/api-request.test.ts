import { ApiError } from './api-error';
import { apiRequest } from './api-request';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function respond(status: number, body?: unknown) {
  const fetchMock = jest.fn().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  global.fetch = fetchMock;
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

test('sends JSON with the bearer token and returns the parsed answer', async () => {
  const fetchMock = respond(201, { id: 'q1' });
  await expect(apiRequest('/api/quotes', { method: 'POST', body: { title: 'T' }, token: 'tok' })).resolves.toEqual({ id: 'q1' });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/quotes');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"title":"T"}');
  expect(init.headers.Authorization).toBe('Bearer tok');
  expect(init.headers['Content-Type']).toBe('application/json');
});

test('a 204 answer resolves with undefined', async () => {
  respond(204);
  await expect(apiRequest('/api/quotes/q1', { method: 'DELETE' })).resolves.toBeUndefined();
});

test('a server error keeps its status, code, French message and field details', async () => {
  respond(400, { error: { code: 'VALIDATION', message: 'Données invalides', details: { title: 'Le titre est requis' } } });
  const error = await failure(apiRequest('/api/quotes', { method: 'POST', body: {} }));
  expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Données invalides', details: { title: 'Le titre est requis' } });
});

test('an error answer that is not JSON still gives an ApiError with a French message', async () => {
  global.fetch = jest.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
  const error = await failure(apiRequest('/api/quotes'));
  expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Une erreur inattendue est survenue' });
});

test('a network failure gives status 0, NETWORK and "Impossible de joindre le serveur"', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  const error = await failure(apiRequest('/api/me'));
  expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Impossible de joindre le serveur' });
});
