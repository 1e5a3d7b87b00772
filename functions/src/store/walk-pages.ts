import type { DocData, Query, Reader, Store, Transaction, WithId } from './port';
import { positionOf } from './query-order';

export type PagedQuery = Query & { limit: number };

/**
 * The documents a query matches, page by page (keyset: `startAfter` the last one's position), read
 * outside any transaction: what an export streams. Memory holds one page; reads are the documents.
 */
export async function* readPages<T extends DocData>(reader: Reader, collection: string, query: PagedQuery): AsyncGenerator<WithId<T>[]> {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await reader.query<T>(collection, after ? { ...query, startAfter: after } : query);
    if (page.length > 0) yield page;
    if (page.length < query.limit) return;
    after = positionOf(query, page.at(-1)!);
  }
}

/**
 * The scheduled jobs' walk: each page is queried and acted on inside one transaction (`apply`), so it sees
 * only documents that still match when it writes, and a document an overlapping run already handled (it
 * left the query) is not handled twice. Cut off, a run leaves the rest to the next one. Pages go on while
 * they are full; returns what each page's `apply` returned. `afterCommit` runs once a page's transaction
 * has committed, before the next page: the place for side effects (mails), which a transaction retried on
 * contention must not repeat.
 */
export async function walkPagesInTransactions<T extends DocData, R>(
  store: Store,
  collection: string,
  query: PagedQuery,
  apply: (tx: Transaction, page: WithId<T>[]) => Promise<R>,
  afterCommit?: (result: R) => Promise<void>,
): Promise<R[]> {
  const results: R[] = [];
  let after: unknown[] | undefined;
  for (;;) {
    const { page, result } = await store.runTransaction(async (tx) => {
      const docs = await tx.query<T>(collection, after ? { ...query, startAfter: after } : query);
      return { page: docs, result: await apply(tx, docs) };
    });
    results.push(result);
    if (afterCommit) await afterCommit(result);
    if (page.length < query.limit) return results;
    after = positionOf(query, page.at(-1)!);
  }
}
