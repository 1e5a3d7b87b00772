import { loadFeatureFlags } from './load-feature-flags';

const realFetch = global.fetch;

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

test('asks /fn/features with credentials and a JSON content type, and returns what the server says', async () => {
  const fetchMock = answer(200, { PUBLIC_PROVIDER: true });
  global.fetch = fetchMock;
  await expect(loadFeatureFlags()).resolves.toEqual({ PUBLIC_PROVIDER: true });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/fn/features');
  expect(init.credentials).toBe('include');
  expect(init.headers['Content-Type']).toBe('application/json');
});

test('a non-OK answer logs and falls back to PUBLIC_PROVIDER false', async () => {
  global.fetch = answer(500, { PUBLIC_PROVIDER: true });
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(loadFeatureFlags()).resolves.toEqual({ PUBLIC_PROVIDER: false });
  expect(log).toHaveBeenCalled();
});

test('a failed call logs and falls back to the defaults', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(loadFeatureFlags()).resolves.toEqual({ PUBLIC_PROVIDER: false });
  expect(log).toHaveBeenCalled();
});
