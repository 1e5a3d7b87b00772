import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What Firestore bills for store calls: document reads and writes. Both adapters count the same way, from
 * the same call and its answer, so a figure measured on SQLite in a test is the figure Firestore bills:
 * - a get: 1 read, whether the document exists or not;
 * - a query: 1 read per document returned, at least 1 (an empty answer costs 1); the port has no offset,
 *   whose skipped documents Firestore would bill too;
 * - a count: 1 read per 1,000 index entries counted, at least 1;
 * - create, set, update, delete: 1 write each once committed (in a transaction, when it commits);
 * - a watch: its first answer as a query, then `watchChangeReads` per change it sees.
 * A Firestore transaction that retries on contention pays its reads again; SQLite never retries.
 */
export interface StoreUsage {
  reads: number;
  writes: number;
}

export function noUsage(): StoreUsage {
  return { reads: 0, writes: 0 };
}

export function queryReads(returned: number): number {
  return Math.max(1, returned);
}

export function countReads(counted: number): number {
  return Math.max(1, Math.ceil(counted / 1000));
}

/** The difference between two readings of `store.usage()`. */
export function usageSince(before: StoreUsage, after: StoreUsage): StoreUsage {
  return { reads: after.reads - before.reads, writes: after.writes - before.writes };
}

const scopes = new AsyncLocalStorage<StoreUsage[]>();

/**
 * Runs `fn`, adding to `usage` every read and write any store bills inside it (its async context: the
 * awaits it makes, not other requests served meanwhile). Scopes nest: the inner calls count in the outer
 * scopes too. The api app wraps each request in one and logs it (`storeReads`, `storeWrites`).
 */
export function countStoreUsage<R>(usage: StoreUsage, fn: () => R): R {
  return scopes.run([...(scopes.getStore() ?? []), usage], fn);
}

/** One store's running total; adapters report each billed call here. */
export class UsageMeter {
  private readonly total = noUsage();

  read(reads: number): void {
    this.total.reads += reads;
    for (const usage of scopes.getStore() ?? []) usage.reads += reads;
  }

  wrote(writes: number): void {
    if (writes === 0) return;
    this.total.writes += writes;
    for (const usage of scopes.getStore() ?? []) usage.writes += writes;
  }

  snapshot(): StoreUsage {
    return { ...this.total };
  }
}

/**
 * A watch (onSnapshot) after its first answer: 1 read per document added to or changed in the answer, at
 * least 1 per change seen (a document leaving a limit-1 answer comes with the one replacing it).
 */
export function watchChangeReads(addedOrModified: number): number {
  return Math.max(1, addedOrModified);
}
