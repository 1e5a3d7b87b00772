import * as yup from 'yup';
import { CLOSED_REQUEST_STATUSES, OPEN_REQUEST_STATUSES, REQUEST_FILTERS, statusesForFilter, type QuoteRequestCounts, type QuoteRequestList } from '@devis/domain';
import type { Query, Store, Where } from '../../store/port';
import type { Caller } from '../context';
import { listInputSchema } from '../lists/list-input';
import { readListPage } from '../lists/list-page';
import { matches, searchFor } from '../lists/search-tokens';
import { QUOTE_REQUESTS, requestSearchedFields, toQuoteRequest, type QuoteRequestDoc } from '../request-loop/loop-records';

export const listRequestsSchema = listInputSchema.shape({
  status: yup.string().typeError('Statut inconnu').oneOf([...REQUEST_FILTERS], 'Statut inconnu').default('all'),
});
export type ListRequestsInput = yup.InferType<typeof listRequestsSchema>;

const NEWEST_FIRST: Query['orderBy'] = [{ field: 'created_at', direction: 'desc' }];

/**
 * "Demandes de devis": the requests addressed to the provider, newest first, one document per card (the
 * client's names, the quote's number and total are copied in). The filter is one `in` on the status (the
 * default hides accepted, rejected and completed), a search one array-contains on the search tokens.
 * A page reads at most limit + 1 requests, plus the four counters (count queries: 1 read per 1,000).
 */
export async function listRequests(deps: { store: Store }, caller: Caller, input: ListRequestsInput): Promise<QuoteRequestList> {
  const search = searchFor(input.search);
  const own: Where[] = [['provider_user_id', '==', caller.uid]];
  const where: Where[] = [...own, ['status', 'in', [...statusesForFilter(input.status as (typeof REQUEST_FILTERS)[number])]]];
  if (search) where.push(['search_tokens', 'array-contains', search.token]);
  const [page, counts] = await Promise.all([
    readListPage<QuoteRequestDoc>(deps.store, {
      collection: QUOTE_REQUESTS,
      sources: [{ where, orderBy: NEWEST_FIRST }],
      limit: input.limit,
      cursor: input.cursor,
      listed: `quote_requests ${input.status} ${search?.key ?? ''}`,
      ...(search && !search.exact ? { keep: (r: QuoteRequestDoc) => matches(search, requestSearchedFields(r)) } : {}),
    }),
    countRequests(deps.store, own),
  ]);
  return { items: page.items.map(toQuoteRequest), nextCursor: page.nextCursor, counts };
}

/** The four counters over every request of the provider, whatever the filter and the search. */
async function countRequests(store: Store, own: Where[]): Promise<QuoteRequestCounts> {
  const count = (extra: Where[]) => store.count(QUOTE_REQUESTS, { where: [...own, ...extra] });
  const [total, pending, accepted, rejected] = await Promise.all([
    count([]),
    count([['status', 'in', [...OPEN_REQUEST_STATUSES]]]),
    count([['status', 'in', CLOSED_REQUEST_STATUSES.filter((s) => s !== 'rejected')]]),
    count([['status', '==', 'rejected']]),
  ]);
  return { total, pending, accepted, rejected };
}
