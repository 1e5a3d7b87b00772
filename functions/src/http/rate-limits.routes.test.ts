/**
 * Abuse limits on the public and mail-sending routes (services/rate-limit/rules.ts), driven with a fixed
 * clock. The app trusts one proxy hop here, as when deployed: the rightmost X-Forwarded-For entry is the
 * client, whatever the client wrote to its left.
 */
import { RATE_LIMITS } from '../services/rate-limit/rules';
import { sendQuote } from '../services/sending/send-quote';
import { startTestApi, type ApiCaller, type ApiResponse, type TestApi } from '../test-support/test-api';
import { uniqueEmail } from '../test-support/auth-emulator';
import { rateLimitedMessage } from '../services/errors';

let api: TestApi;
let now = new Date('2026-03-10T10:00:00.000Z');
const advanceMinutes = (m: number) => (now = new Date(now.getTime() + m * 60_000));

beforeAll(async () => {
  api = await startTestApi({ now: () => now, trustedProxyHops: 1 });
});
afterAll(() => api?.close());

/** A call as the platform forwards it from `ip`, with whatever the client put in front. */
const from = (caller: ApiCaller, ip: string, method: string, path: string, body?: unknown, forged = '') =>
  caller.request(method, path, body, { 'x-forwarded-for': `${forged}${ip}` });

function expectRateLimited(res: ApiResponse, maxWaitSeconds: number) {
  expect(res.status).toBe(429);
  // The message names the wait the Retry-After header gives.
  expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: rateLimitedMessage(Number(res.headers.get('retry-after'))) } });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}

test('resend-verification: a few mails per address, then 429 with Retry-After; the next window lets one through', async () => {
  const provider = await api.asProvider({ emailVerified: false });
  const { max, windowSeconds } = RATE_LIMITS.verificationEmailPerAddress;
  // Each call from another address of the same office: the per-address limit is what stops it.
  const statuses = [];
  for (let i = 0; i < max + 5; i++) statuses.push((await from(provider, `203.0.113.${i + 1}`, 'POST', '/api/auth/resend-verification', {})).status);
  expect(statuses).toEqual([...Array(max).fill(204), ...Array(5).fill(429)]);
  expectRateLimited(await from(provider, '203.0.113.99', 'POST', '/api/auth/resend-verification', {}), windowSeconds);
  const mails = (await api.outbox()).filter((m) => m.to === provider.email && m.kind === 'verify-email');
  expect(mails).toHaveLength(max);

  advanceMinutes(windowSeconds / 60);
  expect((await from(provider, '203.0.113.1', 'POST', '/api/auth/resend-verification', {})).status).toBe(204);
});

test('password-reset: a few links per address (with or without an account), then 429; one IP cannot ask for many addresses', async () => {
  const client = await api.asClient();
  const { max, windowSeconds } = RATE_LIMITS.passwordResetPerAddress;
  for (const email of [client.email!, uniqueEmail('no-account')]) {
    const statuses = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await from(api.anonymous(), `203.0.114.${i + 1}`, 'POST', '/api/auth/password-reset', { email })).status);
    expect(statuses).toEqual([...Array(max).fill(204), 429, 429]);
    expectRateLimited(await from(api.anonymous(), '203.0.114.99', 'POST', '/api/auth/password-reset', { email }), windowSeconds);
  }
  expect((await api.outbox()).filter((m) => m.to === client.email && m.kind === 'password-reset')).toHaveLength(max);

  const perIp = RATE_LIMITS.passwordResetPerIp.max;
  const statuses = [];
  for (let i = 0; i < perIp + 1; i++) statuses.push((await from(api.anonymous(), '198.51.100.77', 'POST', '/api/auth/password-reset', { email: uniqueEmail('ip') })).status);
  expect(statuses).toEqual([...Array(perIp).fill(204), 429]);
});

test('resend-verification: one IP cannot mail many addresses either', async () => {
  const { max } = RATE_LIMITS.verificationEmailPerIp;
  const perAddress = RATE_LIMITS.verificationEmailPerAddress.max;
  const providers = await Promise.all(Array.from({ length: Math.ceil(max / perAddress) + 1 }, () => api.asProvider({ emailVerified: false })));
  let sent = 0;
  let refused: ApiResponse | null = null;
  for (const p of providers) {
    for (let i = 0; i < perAddress && !refused; i++) {
      const res = await from(p, '198.51.100.7', 'POST', '/api/auth/resend-verification', {});
      if (res.status === 204) sent += 1;
      else refused = res;
    }
  }
  expect(sent).toBe(max);
  expectRateLimited(refused!, RATE_LIMITS.verificationEmailPerIp.windowSeconds);
});

test('sign-ups: both registrations share a limit per IP; a forged X-Forwarded-For does not escape it', async () => {
  const { max, windowSeconds } = RATE_LIMITS.registrationPerIp;
  const visitor = api.anonymous();
  const client = (i: number) => ({ email: uniqueEmail(`burst-${i}`), password: 'secret123', name: `Client ${i}` });
  const results = [];
  for (let i = 0; i < max; i++) {
    // A different forged address each time: only the hop the platform appended counts.
    results.push((await from(visitor, '192.0.2.10', 'POST', '/api/auth/register-client', client(i), `10.0.${i}.1, `)).status);
  }
  expect(results).toEqual(Array(max).fill(201));
  expectRateLimited(await from(visitor, '192.0.2.10', 'POST', '/api/auth/register-client', client(max)), windowSeconds);
  const provider = { company_name: 'Studio Rafale', email: uniqueEmail('burst-provider'), password: 'secret123' };
  expectRateLimited(await from(visitor, '192.0.2.10', 'POST', '/api/auth/register-provider', provider, '1.2.3.4, '), windowSeconds);
  // Nothing was created for the refused calls; another visitor is not affected.
  expect(await api.deps.store.count('profiles', { where: [['email', '==', provider.email]] })).toBe(0);
  expect((await from(visitor, '192.0.2.11', 'POST', '/api/auth/register-provider', provider)).status).toBe(201);
});

describe('public accept and reject', () => {
  async function sentLink() {
    const owner = await api.asProvider();
    const clientId = (await owner.post('/api/clients', { company_name: 'Client Limite' })).body.id;
    const quoteId = (await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] })).body.id;
    const sent = await sendQuote(api.deps, { uid: owner.uid, role: 'provider', email: owner.email, emailVerified: true }, { quoteId, validUntil: null, sendToClientAccount: false });
    return { publicId: sent.publicId, token: new URL(sent.publicLink).searchParams.get('t')! };
  }

  test('wrong tokens from one IP: 404 until the limit, then 429, even for the right token', async () => {
    advanceMinutes(60);
    const { max, windowSeconds } = RATE_LIMITS.publicDecisionPerIp;
    const links = await Promise.all(Array.from({ length: Math.ceil(max / RATE_LIMITS.publicDecisionPerLink.max) + 1 }, sentLink));
    const visitor = api.anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < max + 10; i++) {
      const link = links[i % links.length]!;
      const path = `/api/public/quotes/${link.publicId}/${i % 2 ? 'accept' : 'reject'}`;
      statuses.push((await from(visitor, '203.0.113.50', 'POST', path, { t: 'x'.repeat(43), full_name: 'A', email: 'a@b.test', terms_accepted: true })).status);
    }
    expect(statuses).toEqual([...Array(max).fill(404), ...Array(10).fill(429)]);
    const good = links[0]!;
    const res = await from(visitor, '203.0.113.50', 'POST', `/api/public/quotes/${good.publicId}/reject`, { t: good.token });
    expectRateLimited(res, windowSeconds);
    // The link still works for its client, from elsewhere.
    expect((await from(visitor, '198.51.100.60', 'POST', `/api/public/quotes/${good.publicId}/reject`, { t: good.token })).status).toBe(200);
  });

  test('one link cannot be guessed at from many IPs, and the guesses never lock its client out', async () => {
    advanceMinutes(60);
    const { max, windowSeconds } = RATE_LIMITS.publicDecisionPerLink;
    const { publicId, token } = await sentLink();
    const visitor = api.anonymous();
    for (let i = 0; i < max; i++) {
      expect((await from(visitor, `198.18.0.${i + 1}`, 'POST', `/api/public/quotes/${publicId}/reject`, { t: 'mauvais' })).status).toBe(404);
    }
    expectRateLimited(await from(visitor, '198.18.1.1', 'POST', `/api/public/quotes/${publicId}/reject`, { t: 'mauvais' }), windowSeconds);
    expect((await from(visitor, '198.18.1.2', 'POST', `/api/public/quotes/${publicId}/accept`, { t: token, full_name: 'A', email: 'a@b.test', terms_accepted: true })).status).toBe(200);
  });
});
