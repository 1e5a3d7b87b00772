import { canTransition, isPastValidUntil, parisDay, type QuoteStatus } from '@devis/domain';
import type { Store, Where } from '../store/port';
import { QUOTES } from '../services/quotes/quote-record';

/**
 * Sent quotes whose validity day is over (Europe/Paris) become 'expired'. Idempotent: each quote is
 * re-read in its own transaction, so a quote accepted or re-sent meanwhile is left alone.
 * Without userId it covers every provider (the scheduled run).
 */
export async function expireQuotes(deps: { store: Store; now: () => Date }, options: { userId?: string } = {}): Promise<{ expired: number }> {
  const now = deps.now();
  const where: Where[] = [
    ['status', '==', 'sent'],
    ['valid_until', '<', parisDay(now)],
  ];
  if (options.userId) where.unshift(['user_id', '==', options.userId]);
  // Indexed (user_id, status, valid_until): usually an empty range. Only ids: each candidate is re-read below.
  const candidates = await deps.store.query(QUOTES, { where, select: [] });
  let expired = 0;
  for (const candidate of candidates) {
    const changed = await deps.store.runTransaction(async (tx) => {
      const quote = await tx.get<{ status: QuoteStatus; valid_until: string | null }>(QUOTES, candidate.id);
      if (!quote || !canTransition(quote.status, 'expired') || !isPastValidUntil(quote.valid_until, now)) return false;
      await tx.update(QUOTES, candidate.id, { status: 'expired', updated_at: now.toISOString() });
      return true;
    });
    if (changed) expired += 1;
  }
  return { expired };
}
