import type { QuoteStatus } from '@devis/domain';
import type { Store, Where } from '../../store/port';
import { QUOTES } from './quote-record';

/**
 * The stored-status filters whose union holds the quotes a reader sees with this effective status on the
 * Paris day `today` (domain `effectiveStatus`: a sent quote is expired once its valid_until day is over,
 * whether or not the daily job has written it yet). Each is an equality on status, plus a range on
 * valid_until for the two statuses the job has not caught up with, so every list and count is an indexed
 * query: reads stay bounded by the page, and nothing is written on read.
 * A sent quote without a valid_until (one answering a client request, until a counter-proposal sets it)
 * never lapses: it is 'sent', through its own equality on null (a range never matches null).
 */
export function effectiveStatusFilters(status: QuoteStatus | 'all', today: string): Where[][] {
  switch (status) {
    case 'all':
      return [[]];
    case 'sent':
      return [
        [['status', '==', 'sent'], ['valid_until', '>=', today]],
        [['status', '==', 'sent'], ['valid_until', '==', null]],
      ];
    case 'expired':
      return [[['status', '==', 'expired']], [['status', '==', 'sent'], ['valid_until', '<', today]]];
    default:
      return [[['status', '==', status]]];
  }
}

/** How many of the quotes matching `where` show this effective status: one count per filter (bounded reads). */
export async function countQuotes(store: Store, where: Where[], status: QuoteStatus | 'all', today: string): Promise<number> {
  const counts = await Promise.all(effectiveStatusFilters(status, today).map((extra) => store.count(QUOTES, { where: [...where, ...extra] })));
  return counts.reduce((sum, n) => sum + n, 0);
}
