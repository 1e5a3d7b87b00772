import { SqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/port';
import { withStoreUsage } from '../test-support/store-usage';
import { enforceRateLimits, rateLimitDocId, RATE_LIMITS_COLLECTION, type RateLimitRule } from '../services/rate-limit/rate-limit';
import { sweepRateLimits } from './sweep-rate-limits';

const perIp: RateLimitRule = { name: 'test-ip', max: 3, windowSeconds: 60 };
const perDay: RateLimitRule = { name: 'test-day', max: 3, windowSeconds: 86_400 };

describe('the rate-limit sweep', () => {
  let store: SqliteStore;
  let now: Date;
  const deps = (s: Store = store) => ({ store: s, now: () => now });
  const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

  beforeEach(() => {
    store = new SqliteStore(':memory:');
    now = new Date('2026-11-23T10:00:00.000Z');
  });
  afterEach(() => store.close());

  it('deletes every ended window in pages, keeps the live ones, and a second run finds nothing', async () => {
    for (let i = 0; i < 450; i++) await enforceRateLimits(deps(), [[perIp, `one-off-${i}`]]);
    await enforceRateLimits(deps(), [[perDay, 'still-open']]);
    advance(60); // The 450 one-minute windows end exactly now.
    await enforceRateLimits(deps(), [[perIp, 'just-opened']]);
    const transactions = jest.spyOn(store, 'runTransaction');
    const { result, reads, writes } = await withStoreUsage(store, () => sweepRateLimits(deps(), { pageSize: 200 }));
    expect(result).toEqual({ swept: 450 });
    // Pages of 200: 200, 200, 50; each one transaction, one read and one delete per window.
    expect(transactions).toHaveBeenCalledTimes(3);
    expect(reads).toBe(450);
    expect(writes).toBe(450);
    expect((await store.query(RATE_LIMITS_COLLECTION)).map((w) => w.id).sort()).toEqual(
      [rateLimitDocId(perDay, 'still-open'), rateLimitDocId(perIp, 'just-opened')].sort(),
    );
    expect(await sweepRateLimits(deps())).toEqual({ swept: 0 });
  });

  it('a key counted again after the sweep starts a fresh window', async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimits(deps(), [[perIp, '203.0.113.7']]);
    advance(61);
    await sweepRateLimits(deps());
    await enforceRateLimits(deps(), [[perIp, '203.0.113.7']]);
    expect(await store.get(RATE_LIMITS_COLLECTION, rateLimitDocId(perIp, '203.0.113.7'))).toMatchObject({ count: 1 });
  });

  it('overlapping runs delete each window once and together delete them all', async () => {
    for (let i = 0; i < 300; i++) await enforceRateLimits(deps(), [[perIp, `k-${i}`]]);
    advance(120);
    const runs = await Promise.all([sweepRateLimits(deps(), { pageSize: 50 }), sweepRateLimits(deps(), { pageSize: 50 })]);
    expect(runs[0]!.swept + runs[1]!.swept).toBe(300);
    expect(await store.count(RATE_LIMITS_COLLECTION)).toBe(0);
  });
});
