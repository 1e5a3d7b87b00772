import type { Store } from '../store/port';
import { usageSince, type StoreUsage } from '../store/usage';

/**
 * Runs `call` (one API request, one use case) and tells what it cost in billed store reads and writes
 * (Firestore's billing, see store/usage.ts):
 *   const { result, reads, writes } = await withStoreUsage(api.deps.store, () => provider.get('/api/quotes'));
 * It reads the store's running total before and after, so run nothing else on that store meanwhile (tests
 * await one call at a time). A read budget: `expect(reads).toBeLessThanOrEqual(52)`.
 */
export async function withStoreUsage<R>(store: Store, call: () => Promise<R>): Promise<{ result: R } & StoreUsage> {
  const before = store.usage();
  const result = await call();
  return { result, ...usageSince(before, store.usage()) };
}
