import { canTransition, parisDay, type QuoteStatus } from '@devis/domain';
import type { Store, Where } from '../store/port';
import { walkPagesInTransactions, type PagedQuery } from '../store/walk-pages';
import { QUOTES } from '../services/quotes/quote-record';

/** Quotes per page: one query and one transaction (as many reads and writes) each. */
export const EXPIRY_PAGE = 200;

/**
 * Writes 'expired' on sent quotes whose validity day is over (Europe/Paris). Readers already see them
 * expired (effective status); this keeps the stored status in step so the status filters stay cheap.
 * It walks the due quotes in pages of EXPIRY_PAGE (keyset on valid_until, id). Each page is read and
 * written in one transaction: the query inside it sees only quotes still sent and lapsed, so a quote
 * accepted, re-sent or expired by an overlapping run meanwhile is left alone and nothing is applied twice.
 * Cut off, it resumes by itself: expired quotes leave the query, the next run finds the rest.
 * Without userId it covers every provider (the scheduled run).
 */
export async function expireQuotes(
  deps: { store: Store; now: () => Date },
  options: { userId?: string; pageSize?: number } = {},
): Promise<{ expired: number }> {
  const now = deps.now();
  const at = now.toISOString();
  const where: Where[] = [
    ['status', '==', 'sent'],
    ['valid_until', '<', parisDay(now)],
  ];
  if (options.userId) where.unshift(['user_id', '==', options.userId]);
  // Indexed (status, valid_until) or (user_id, status, valid_until); in valid_until then id order.
  // user_id: whose change stamp each expiry renews (store/change-stamps.ts); the scheduled run covers everyone.
  const due: PagedQuery = { where, limit: options.pageSize ?? EXPIRY_PAGE, select: ['valid_until', 'status', 'user_id'] };
  const pages = await walkPagesInTransactions<{ valid_until: string | null; status: QuoteStatus }, number>(deps.store, QUOTES, due, async (tx, quotes) => {
    // The query holds sent quotes only; the domain's transition table has the last word.
    const lapsed = quotes.filter((q) => canTransition(q.status, 'expired'));
    for (const quote of lapsed) await tx.update(QUOTES, quote.id, { status: 'expired', updated_at: at });
    return lapsed.length;
  });
  const expired = pages.reduce((sum, n) => sum + n, 0);
  return { expired };
}
