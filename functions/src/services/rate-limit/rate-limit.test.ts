import { SqliteStore } from '../../store/sqlite-store';
import { RateLimitedError } from '../errors';
import { enforceRateLimits, rateLimitDocId, RATE_LIMITS_COLLECTION, tryRateLimits, type RateLimitRule } from './rate-limit';

const perIp: RateLimitRule = { name: 'test-ip', max: 3, windowSeconds: 60 };
const perLink: RateLimitRule = { name: 'test-link', max: 5, windowSeconds: 600 };

let store: SqliteStore;
let now: Date;
const deps = () => ({ store, now: () => now });
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

beforeEach(() => {
  store = new SqliteStore(':memory:');
  now = new Date('2026-03-10T10:00:00.000Z');
});
afterEach(() => store.close());

test('a key gets max calls per window, then 429 with the seconds left in the window', async () => {
  for (let i = 0; i < 3; i++) await enforceRateLimits(deps(), [[perIp, '203.0.113.7']]);
  advance(20);
  const error = await refusal(enforceRateLimits(deps(), [[perIp, '203.0.113.7']]));
  expect(error).toBeInstanceOf(RateLimitedError);
  expect((error as RateLimitedError).retryAfterSeconds).toBe(40);
  expect((error as RateLimitedError).message).toBe('Trop de tentatives, veuillez réessayer dans quelques instants');
  // Another key has its own window.
  await enforceRateLimits(deps(), [[perIp, '198.51.100.1']]);
});

test('a refusal says how long to wait when it is more than a few moments', async () => {
  const perHour: RateLimitRule = { name: 'test-hour', max: 1, windowSeconds: 3600 };
  await enforceRateLimits(deps(), [[perHour, 'a']]);
  advance(65);
  expect(await refusal(enforceRateLimits(deps(), [[perHour, 'a']]))).toMatchObject({ retryAfterSeconds: 3535, message: 'Trop de tentatives, veuillez réessayer dans 59 minutes' });
  advance(3500);
  expect(await refusal(enforceRateLimits(deps(), [[perHour, 'a']]))).toMatchObject({ retryAfterSeconds: 35, message: 'Trop de tentatives, veuillez réessayer dans quelques instants' });
  const perDay: RateLimitRule = { name: 'test-day', max: 1, windowSeconds: 86_400 };
  await enforceRateLimits(deps(), [[perDay, 'a']]);
  expect(await refusal(enforceRateLimits(deps(), [[perDay, 'a']]))).toMatchObject({ message: 'Trop de tentatives, veuillez réessayer dans 24 heures' });
});

test('the window reopens when it ends, and a refused call does not extend it', async () => {
  for (let i = 0; i < 3; i++) await enforceRateLimits(deps(), [[perIp, 'a']]);
  advance(59);
  expect(await tryRateLimits(deps(), [[perIp, 'a']])).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  advance(1);
  expect(await tryRateLimits(deps(), [[perIp, 'a']])).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
  const doc = await store.get<{ count: number; window_start: string }>(RATE_LIMITS_COLLECTION, rateLimitDocId(perIp, 'a'));
  expect(doc).toMatchObject({ count: 1, window_start: now.toISOString() });
});

test('several checks count together: one spent window refuses the call and counts nothing else', async () => {
  for (let i = 0; i < 5; i++) {
    advance(1);
    await enforceRateLimits(deps(), [[perIp, `ip-${i}`], [perLink, 'link-1']]);
  }
  const verdict = await tryRateLimits(deps(), [[perIp, 'fresh-ip'], [perLink, 'link-1']]);
  expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 596 });
  expect(await store.get(RATE_LIMITS_COLLECTION, rateLimitDocId(perIp, 'fresh-ip'))).toBeNull();
  // The longest wait wins when several windows are spent.
  for (let i = 0; i < 3; i++) await enforceRateLimits(deps(), [[perIp, 'busy-ip']]);
  const both = await tryRateLimits(deps(), [[perIp, 'busy-ip'], [perLink, 'link-1']]);
  expect(both.retryAfterSeconds).toBe(596);
});

test('an unknown key (null) is not counted', async () => {
  for (let i = 0; i < 10; i++) await enforceRateLimits(deps(), [[perIp, null]]);
  expect(await store.count(RATE_LIMITS_COLLECTION)).toBe(0);
});

test('concurrent calls never let more than max through', async () => {
  const verdicts = await Promise.all(Array.from({ length: 12 }, () => tryRateLimits(deps(), [[perLink, 'hot']])));
  expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
});

test('the key is stored hashed, never in clear', async () => {
  await enforceRateLimits(deps(), [[perIp, 'claire@boulangerie.test']]);
  const [doc] = await store.query(RATE_LIMITS_COLLECTION);
  expect(JSON.stringify(doc)).not.toContain('claire');
});

describe('per-IP rules', () => {
  const ipRule: RateLimitRule = { name: 'test-per-ip', max: 2, windowSeconds: 60, perIp: true };
  const spend = async (ip: string) => {
    for (let i = 0; i < 2; i++) await enforceRateLimits(deps(), [[ipRule, ip]]);
  };

  test('an IPv6 client counts by its /64: rotating through its own prefix does not escape the limit', async () => {
    await spend('2001:db8:aa:bb::1');
    // Same /64, written differently (full form, other interface ids).
    expect(await tryRateLimits(deps(), [[ipRule, '2001:0db8:00aa:00bb:ffff:1:2:3']])).toMatchObject({ allowed: false });
    expect(await tryRateLimits(deps(), [[ipRule, '2001:db8:aa:bb:dead:beef::9']])).toMatchObject({ allowed: false });
    // The next /64 is another user.
    expect(await tryRateLimits(deps(), [[ipRule, '2001:db8:aa:bc::1']])).toMatchObject({ allowed: true });
  });

  test('IPv4 counts by address, and an IPv4-mapped IPv6 address is the IPv4 address it carries', async () => {
    await spend('203.0.113.7');
    expect(await tryRateLimits(deps(), [[ipRule, '::ffff:203.0.113.7']])).toMatchObject({ allowed: false });
    expect(await tryRateLimits(deps(), [[ipRule, '::ffff:cb00:7107']])).toMatchObject({ allowed: false });
    // Neighbours in the same /24 are other users.
    expect(await tryRateLimits(deps(), [[ipRule, '203.0.113.8']])).toMatchObject({ allowed: true });
  });

  test('a rule not keyed by IP keeps the exact key', async () => {
    const perKey: RateLimitRule = { name: 'test-exact', max: 1, windowSeconds: 60 };
    await enforceRateLimits(deps(), [[perKey, '2001:db8::1']]);
    expect(await tryRateLimits(deps(), [[perKey, '2001:db8::2']])).toMatchObject({ allowed: true });
  });
});
