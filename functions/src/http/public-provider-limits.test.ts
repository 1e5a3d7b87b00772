/**
 * Abuse limits of the public provider page (services/rate-limit/rules.ts), per page and per IP, kept in
 * the store. The app trusts one proxy hop, as when deployed: each visitor below comes from its own address.
 */
import { RATE_LIMITS } from '../services/rate-limit/rules';
import { startTestApi, type ApiResponse, type TestApi } from '../test-support/test-api';
import { pageVisitor, providerWithPage } from '../test-support/public-page-visitor';
import { rateLimitedMessage } from '../services/errors';

let api: TestApi;
let now = new Date('2026-03-10T10:00:00.000Z');
const advanceSeconds = (s: number) => (now = new Date(now.getTime() + s * 1000));

beforeAll(async () => {
  api = await startTestApi({ now: () => now, trustedProxyHops: 1, publicProvider: true });
});
afterAll(() => api?.close());

function expectRateLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  // The message names the wait the Retry-After header gives.
  expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: rateLimitedMessage(Number(res.headers.get('retry-after'))) } });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

test('pre_access_email: per IP, then per page across IPs; a forged X-Forwarded-For entry does not help', async () => {
  const { publicId } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
  const { max: perIp, windowSeconds } = RATE_LIMITS.emailGatePerIp;
  const ip = '203.0.113.10';
  for (let i = 0; i < perIp; i++) expect((await pageVisitor(api, { ip: `10.0.0.${i}, ${ip}` }).post('pre_access_email', { publicId, email: `v${i}@exemple.fr` })).status).toBe(200);
  expectRateLimited(await pageVisitor(api, { ip: `10.9.9.9, ${ip}` }).post('pre_access_email', { publicId, email: 'v@exemple.fr' }));
  advanceSeconds(windowSeconds);
  expect((await pageVisitor(api, { ip }).post('pre_access_email', { publicId, email: 'v@exemple.fr' })).status).toBe(200);

  const { max: perPage } = RATE_LIMITS.emailGatePerPage;
  const other = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
  const statuses: number[] = [];
  for (let i = 0; i <= perPage; i++) statuses.push((await pageVisitor(api, { ip: `198.51.${Math.floor(i / 200)}.${i % 200}` }).post('pre_access_email', { publicId: other.publicId, email: 'v@exemple.fr' })).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(perPage);
  expect(statuses.at(-1)).toBe(429);
}, 120_000);

test('create_quote_from_basket: a few quotes per IP, then 429 and no quote; the page limit counts every IP', async () => {
  const { owner, publicId, services } = await providerWithPage(api, { mode: 'DOWNLOAD_ON_EMAIL' });
  const items = [{ serviceId: services[0]!.id, qty: 1 }];
  const { max: perIp } = RATE_LIMITS.basketQuotePerIp;
  const visitor = pageVisitor(api, { ip: '192.0.2.1' });
  for (let i = 0; i < perIp; i++) expect((await visitor.post('create_quote_from_basket', { publicId, items })).status).toBe(201);
  expectRateLimited(await visitor.post('create_quote_from_basket', { publicId, items }));
  expect((await owner.get('/api/quotes')).body.total).toBe(perIp);

  const { max: perPage } = RATE_LIMITS.basketQuotePerPage;
  let created = perIp;
  let last: ApiResponse | null = null;
  for (let i = 0; created < perPage + 1 && i < perPage; i++) {
    last = await pageVisitor(api, { ip: `192.0.3.${i}` }).post('create_quote_from_basket', { publicId, items });
    if (last.status !== 201) break;
    created += 1;
  }
  expect(created).toBe(perPage);
  expectRateLimited(last!);
  expect((await owner.get('/api/quotes?limit=100')).body.total).toBe(perPage);
}, 180_000);

test('request_pdf: per IP', async () => {
  const { publicId, services } = await providerWithPage(api, { mode: 'ACCESS_ON_EMAIL' });
  const visitor = pageVisitor(api, { ip: '192.0.2.50' });
  await visitor.post('pre_access_email', { publicId, email: 'pdf@exemple.fr' });
  const { quotePublicId } = (await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId: services[0]!.id, qty: 1 }] })).body;
  const { max } = RATE_LIMITS.basketPdfPerIp;
  for (let i = 0; i < max; i++) expect((await visitor.post('request_pdf', { quotePublicId })).status).toBe(200);
  expectRateLimited(await visitor.post('request_pdf', { quotePublicId }));
}, 120_000);
