import { readChangeStamp, stampingStore } from '../store/change-stamps';
import { SqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/port';
import { cutOffAt } from '../test-support/cut-off-store';
import { withStoreUsage } from '../test-support/store-usage';
import { expireQuotes, EXPIRY_PAGE } from './expire-quotes';

const DUE = 5000;
const now = new Date('2026-11-24T08:00:00Z');
const deps = (store: Store) => ({ store, now: () => now });

/** 5,000 sent quotes past their validity over 20 providers, plus some that must be left alone. */
async function seed(store: Store): Promise<void> {
  await store.runTransaction(async (tx) => {
    for (let i = 0; i < DUE; i++) {
      await tx.set('quotes', `due-${i}`, { user_id: `u${i % 20}`, status: 'sent', valid_until: `2026-${String(1 + (i % 10)).padStart(2, '0')}-15`, created_at: 'x' });
    }
    await tx.set('quotes', 'today', { user_id: 'u1', status: 'sent', valid_until: '2026-11-24' });
    await tx.set('quotes', 'accepted', { user_id: 'u1', status: 'accepted', valid_until: '2026-01-01' });
    await tx.set('quotes', 'draft', { user_id: 'u1', status: 'draft', valid_until: '2026-01-01' });
  });
}

const statuses = async (store: Store) => {
  const counts: Record<string, number> = {};
  for (const status of ['sent', 'expired', 'accepted', 'draft']) counts[status] = await store.count('quotes', { where: [['status', '==', status]] });
  return counts;
};

describe('the expiry job', () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = new SqliteStore(':memory:');
    await seed(store);
  });
  afterEach(() => store.close());

  it(`expires ${DUE} due quotes in pages of ${EXPIRY_PAGE}, one read and one write each`, async () => {
    const transactions = jest.spyOn(store, 'runTransaction');
    const { result, reads, writes } = await withStoreUsage(store, () => expireQuotes(deps(store)));
    expect(result).toEqual({ expired: DUE });
    expect(await statuses(store)).toEqual({ sent: 1, expired: DUE, accepted: 1, draft: 1 });
    expect(transactions).toHaveBeenCalledTimes(DUE / EXPIRY_PAGE + 1);
    expect({ reads, writes }).toEqual({ reads: DUE + 1, writes: DUE });
    expect(await expireQuotes(deps(store))).toEqual({ expired: 0 });
  });

  it('never applies twice when runs overlap', async () => {
    const { result, writes } = await withStoreUsage(store, () => Promise.all([expireQuotes(deps(store)), expireQuotes(deps(store)), expireQuotes(deps(store))]));
    expect(result.reduce((sum, r) => sum + r.expired, 0)).toBe(DUE);
    expect(writes).toBe(DUE);
    expect(await statuses(store)).toMatchObject({ sent: 1, expired: DUE });
  });

  it('resumes after being cut off: the next run finishes the rest', async () => {
    await expect(expireQuotes(deps(cutOffAt(store, 4)))).rejects.toThrow('cut off');
    expect((await statuses(store))['expired']).toBe(3 * EXPIRY_PAGE);
    expect(await expireQuotes(deps(store))).toEqual({ expired: DUE - 3 * EXPIRY_PAGE });
    expect(await statuses(store)).toEqual({ sent: 1, expired: DUE, accepted: 1, draft: 1 });
  });

  it("renews each provider's change stamp, as deployed (the store createStore gives), in the scheduled run too", async () => {
    const stamped = stampingStore(store);
    const before = await Promise.all(Array.from({ length: 20 }, (_, i) => readChangeStamp(stamped, 'quotes', `u${i}`)));
    const { result, writes } = await withStoreUsage(store, () => expireQuotes(deps(stamped)));
    expect(result).toEqual({ expired: DUE });
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => readChangeStamp(stamped, 'quotes', `u${i}`)));
    expect(after.every((stamp, i) => stamp !== '' && stamp !== before[i])).toBe(true);
    // At most one stamp per provider and page.
    expect(writes).toBeGreaterThan(DUE + 20);
    expect(writes).toBeLessThanOrEqual(DUE + 20 * (DUE / EXPIRY_PAGE));
  });

  it("covers one provider's quotes only when asked", async () => {
    expect(await expireQuotes(deps(store), { userId: 'u3' })).toEqual({ expired: DUE / 20 });
    expect((await statuses(store))['expired']).toBe(DUE / 20);
  });
});
