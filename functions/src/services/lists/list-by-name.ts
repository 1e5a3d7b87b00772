import type { ListPage } from '@devis/domain';
import type { DocData, Store, Where, WithId } from '../../store/port';
import type { ListInput } from './list-input';
import { readListPage } from './list-page';
import { matches, searchFor } from './search-tokens';

/**
 * One page of a provider's records in name order (their `name_key`; keyset on name, id). A search finds the
 * start of any word of the `searched` fields (one array-contains on their `search_tokens`). A page reads at
 * most limit + 1 records, plus the count.
 */
export async function listByName<D extends DocData, A>(
  store: Store,
  uid: string,
  input: ListInput,
  list: { collection: string; searched: (doc: D) => (string | null | undefined)[]; toApi: (doc: WithId<D>) => A },
): Promise<ListPage<A>> {
  const search = searchFor(input.search);
  const where: Where[] = [['user_id', '==', uid]];
  if (search) where.push(['search_tokens', 'array-contains', search.token]);
  const total = store.count(list.collection, { where });
  const [page, count] = await Promise.all([
    readListPage<D>(store, {
      collection: list.collection,
      sources: [{ where, orderBy: [{ field: 'name_key' }] }],
      limit: input.limit,
      cursor: input.cursor,
      listed: `${list.collection} ${search?.key ?? ''}`,
      // A query longer than a token: the token found a superset.
      ...(search && !search.exact ? { keep: (doc: D) => matches(search, list.searched(doc)) } : {}),
      total,
    }),
    total,
  ]);
  return { items: page.items.map(list.toApi), nextCursor: page.nextCursor, total: count };
}
