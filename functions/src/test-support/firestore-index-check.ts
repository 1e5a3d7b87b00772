import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexKey, requiredIndex, type CompositeIndex } from '../store/firestore-indexes';
import type { Query, Store, Transaction, WatchOptions } from '../store/port';

export const INDEXES_FILE = path.join(__dirname, '../../../firestore.indexes.json');

export function declaredIndexes(): CompositeIndex[] {
  return (JSON.parse(readFileSync(INDEXES_FILE, 'utf8')) as { indexes: CompositeIndex[] }).indexes;
}

/**
 * The store, refusing every query that production Firestore would refuse for want of a composite index
 * declared in firestore.indexes.json. The API test server uses it, so a new query without its index fails
 * its tests here, not in production. `seen` hears every query, count and watch; `refuse: false` only listens
 * (the index test collects what the use cases need).
 */
export function checkingIndexes(store: Store, options: { seen?: (collection: string, query: Query) => void; refuse?: boolean } = {}): Store {
  const declared = new Set(declaredIndexes().map(indexKey));
  const check = (collection: string, query: Query = {}): void => {
    options.seen?.(collection, query);
    const index = requiredIndex(collection, query);
    if (index && !declared.has(indexKey(index)) && options.refuse !== false) {
      throw new Error(`Firestore needs a composite index for this query; declare it in firestore.indexes.json: ${JSON.stringify(index)}`);
    }
  };
  // Every call goes to the transaction itself: it keeps state (its writes, read-after-write) on `this`.
  const checkedTx = (tx: Transaction): Transaction => ({
    get: (collection, id) => tx.get(collection, id),
    query: (collection, query) => (check(collection, query), tx.query(collection, query)),
    create: (collection, data, id) => tx.create(collection, data, id),
    set: (collection, id, data) => tx.set(collection, id, data),
    update: (collection, id, patch) => tx.update(collection, id, patch),
    delete: (collection, id) => tx.delete(collection, id),
  });
  return Object.assign(Object.create(store) as Store, {
    query: (collection: string, query?: Query) => (check(collection, query), store.query(collection, query)),
    count: (collection: string, query?: Query) => (check(collection, query), store.count(collection, query)),
    watch: (collection: string, query: Query, options: WatchOptions) => (check(collection, query), store.watch(collection, query, options)),
    runTransaction: <R>(fn: (tx: Transaction) => Promise<R>) => store.runTransaction((tx) => fn(checkedTx(tx))),
  });
}
