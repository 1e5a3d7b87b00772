import { parisDay, QUOTE_STATUSES, type QuoteList } from '@devis/domain';
import * as yup from 'yup';
import type { Query, Store, Where } from '../../store/port';
import { listInputSchema } from '../lists/list-input';
import { readListPage } from '../lists/list-page';
import { matches, searchFor } from '../lists/search-tokens';
import { QUOTE_SUMMARY_FIELDS, QUOTES, quoteSearchedFields, toQuoteSummary, type QuoteSummaryDoc } from './quote-record';
import { countQuotes, effectiveStatusFilters } from './quote-status-filters';

export const listQuotesSchema = listInputSchema.shape({
  status: yup
    .string()
    .typeError('Statut inconnu')
    .oneOf(['all', ...QUOTE_STATUSES] as const, 'Statut inconnu')
    .default('all'),
});
export type ListQuotesInput = yup.InferType<typeof listQuotesSchema>;

/** Ties (same instant) fall back to the document id, as in Firestore; the (user_id, created_at) index serves it. */
const NEWEST_FIRST: Query['orderBy'] = [{ field: 'created_at', direction: 'desc' }];

/**
 * The provider's quotes, newest first, with their effective status: the status filter is a union of indexed
 * queries (quote-status-filters.ts), so a sent quote past its validity lists as expired before the daily job
 * writes it, and nothing is written here. A search (number, client company, title) is one array-contains on
 * the quotes' search tokens. A page reads at most `limit` documents per filter of the status (two for 'sent'
 * and 'expired'), plus one count per filter (the counts say whether more follow); with a partial search (a
 * last check on each document), (limit + 1) per read of a filter, at most three reads each.
 */
export async function listQuotes(deps: { store: Store; now: () => Date }, uid: string, input: ListQuotesInput): Promise<QuoteList> {
  const today = parisDay(deps.now());
  const search = searchFor(input.search);
  const where: Where[] = [['user_id', '==', uid]];
  if (search) where.push(['search_tokens', 'array-contains', search.token]);
  // Counted anyway for the answer: the page then reads no extra document to know whether more follow.
  const total = countQuotes(deps.store, where, input.status, today);
  const [page, count] = await Promise.all([
    readListPage<QuoteSummaryDoc>(deps.store, {
      collection: QUOTES,
      sources: effectiveStatusFilters(input.status, today).map((extra) => ({ where: [...where, ...extra], orderBy: NEWEST_FIRST, select: [...QUOTE_SUMMARY_FIELDS] })),
      limit: input.limit,
      cursor: input.cursor,
      listed: `quotes ${input.status} ${search?.key ?? ''}`,
      // A query longer than a token: the token found a superset.
      ...(search && !search.exact ? { keep: (q: QuoteSummaryDoc) => matches(search, quoteSearchedFields(q)) } : {}),
      total,
    }),
    total,
  ]);
  return { items: page.items.map((q) => toQuoteSummary(q, today)), nextCursor: page.nextCursor, total: count };
}
