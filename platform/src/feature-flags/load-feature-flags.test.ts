import { forgetFeatureFlags, loadFeatureFlags } from './load-feature-flags';

const realFetch = global.fetch;

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  global.fetch = realFetch;
  forgetFeatureFlags();
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

test('the page asks once: every later caller gets the same answer', async () => {
  const fetchMock = answer(200, { PUBLIC_PROVIDER: true });
  global.fetch = fetchMock;
  const [first, second] = await Promise.all([loadFeatureFlags(), loadFeatureFlags()]);
  expect(await loadFeatureFlags()).toEqual({ PUBLIC_PROVIDER: true });
  expect([first, second]).toEqual([{ PUBLIC_PROVIDER: true }, { PUBLIC_PROVIDER: true }]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('after a failure the next caller asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loadFeatureFlags()).resolves.toEqual({ PUBLIC_PROVIDER: false });
  global.fetch = answer(200, { PUBLIC_PROVIDER: true });
  await expect(loadFeatureFlags()).resolves.toEqual({ PUBLIC_PROVIDER: true });
});
