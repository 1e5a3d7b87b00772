import type { Store } from '../store/port';
import { walkPagesInTransactions, type PagedQuery } from '../store/walk-pages';
import { RATE_LIMITS_COLLECTION, type RateLimitDoc } from '../services/rate-limit/rate-limit';

/** Windows per page: one query and one transaction (as many reads and deletes) each. */
export const SWEEP_PAGE = 200;

/**
 * Deletes the rate-limit windows that have ended, so one-off keys (a visitor's IP, an address typed once)
 * do not pile up in the store. Each page is queried and deleted in one transaction, so a window that a call
 * reopened meanwhile (its end moved into the future) has left the query and stays, and two overlapping runs
 * never delete the same window twice. Cut off, the next run finds the rest. Scheduled hourly (index.ts):
 * with windows of at most an hour, the collection holds about two hours of keys.
 */
export async function sweepRateLimits(deps: { store: Store; now: () => Date }, options: { pageSize?: number } = {}): Promise<{ swept: number }> {
  const at = deps.now().toISOString();
  // Ordered by expires_at then id (single-field index, automatic in Firestore).
  const ended: PagedQuery = { where: [['expires_at', '<=', at]], limit: options.pageSize ?? SWEEP_PAGE, select: ['expires_at'] };
  const pages = await walkPagesInTransactions<Pick<RateLimitDoc, 'expires_at'>, number>(deps.store, RATE_LIMITS_COLLECTION, ended, async (tx, windows) => {
    for (const window of windows) await tx.delete(RATE_LIMITS_COLLECTION, window.id);
    return windows.length;
  });
  return { swept: pages.reduce((sum, n) => sum + n, 0) };
}
