import type { Store, Transaction } from '../store/port';

/** The store, except that its nth transaction fails: a job run cut off by its timeout or a crash. */
export function cutOffAt(store: Store, nth: number): Store {
  let transactions = 0;
  return Object.assign(Object.create(store) as Store, {
    runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
      transactions += 1;
      return transactions === nth ? Promise.reject(new Error('cut off')) : store.runTransaction(fn);
    },
  });
}
