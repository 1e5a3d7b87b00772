import { randomUUID } from 'node:crypto';
import { StoreNotFoundError, type DocData, type Query, type Reader, type Store, type Transaction, type WithId } from './port';

/**
 * Change stamps: for a stamped collection, one document per owner (`change_stamps/{collection}:{owner}`)
 * that every committed write to one of that owner's documents replaces with a fresh random stamp, in the
 * same transaction. Whoever keeps something derived from an owner's documents (the quotes list's answer
 * cache) reads the stamp first, one read, and knows whether it still holds: the stamp changes with any write,
 * and a derived value is never older than the stamp read before it. Kept in the store, so every function
 * instance sees every other's writes.
 *
 * The owner is the document's owner field, known from the transaction's own reads (update and delete follow a
 * read: every service checks ownership first) or from the written data (a create, or a patch that names it).
 * A write whose owner is unknown is a programming error and throws; outside a transaction, update and delete
 * read the document first (1 read).
 */
export const CHANGE_STAMPS = 'change_stamps';

/** Stamped collections and their owner field. */
export type Stamped = Readonly<Record<string, string>>;

export const STAMPED: Stamped = { quotes: 'user_id' };

/** The id of `owner`'s stamp for `collection` (an account's purge deletes it). */
export const changeStampId = (collection: string, owner: string) => `${collection}:${owner}`;

/** The owner's current stamp: '' until their first write through a stamping store. */
export async function readChangeStamp(reader: Pick<Reader, 'get'>, collection: string, owner: string): Promise<string> {
  const doc = await reader.get<{ stamp: string }>(CHANGE_STAMPS, changeStampId(collection, owner));
  return doc?.stamp ?? '';
}

export class UnknownOwnerError extends Error {
  constructor(collection: string, id: string) {
    super(`write to ${collection}/${id} in a transaction that did not read it: its owner's change stamp cannot be renewed`);
    this.name = 'UnknownOwnerError';
  }
}

/** A transaction that learns owners from its reads and writes, and renews their stamps before it commits. */
class StampingTransaction implements Transaction {
  private readonly owners = new Map<string, string>();
  private readonly touched = new Set<string>();

  constructor(
    private readonly tx: Transaction,
    private readonly stamped: Stamped,
  ) {}

  private learn(collection: string, docs: (WithId<DocData> | null)[], query?: Query): void {
    const field = this.stamped[collection];
    if (!field) return;
    // A select without the owner field: the query's equality on it says whose documents these are.
    const byQuery = query?.where?.find(([f, op]) => f === field && op === '==')?.[2];
    for (const doc of docs) {
      const owner = doc?.[field] ?? byQuery;
      if (doc && typeof owner === 'string') this.owners.set(`${collection}/${doc.id}`, owner);
    }
  }

  private touch(collection: string, id: string, data?: DocData): void {
    const field = this.stamped[collection];
    if (!field) return;
    const owner = this.owners.get(`${collection}/${id}`) ?? (typeof data?.[field] === 'string' ? (data[field] as string) : undefined);
    if (owner === undefined) throw new UnknownOwnerError(collection, id);
    this.touched.add(changeStampId(collection, owner));
  }

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    const doc = await this.tx.get<T>(collection, id);
    this.learn(collection, [doc]);
    return doc;
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    const docs = await this.tx.query<T>(collection, query);
    this.learn(collection, docs, query);
    return docs;
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    const created = await this.tx.create(collection, data, id);
    this.touch(collection, created, data);
    return created;
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    this.touch(collection, id, data);
    await this.tx.set(collection, id, data);
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    this.touch(collection, id, patch);
    await this.tx.update(collection, id, patch);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.touch(collection, id);
    await this.tx.delete(collection, id);
  }

  /** The last writes of the transaction: one per owner it touched. */
  async renewStamps(): Promise<void> {
    for (const id of this.touched) await this.tx.set(CHANGE_STAMPS, id, { stamp: randomUUID() });
  }
}

/** `store` with change stamps renewed on every write to a stamped collection (see above). */
export function stampingStore(store: Store, stamped: Stamped = STAMPED): Store {
  const runTransaction = <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> =>
    store.runTransaction(async (tx) => {
      // A fresh wrapper per attempt: a transaction retried on contention learns its reads again.
      const stamping = new StampingTransaction(tx, stamped);
      const result = await fn(stamping);
      await stamping.renewStamps();
      return result;
    });
  return Object.assign(Object.create(store) as Store, {
    runTransaction,
    create: <T extends DocData>(collection: string, data: T, id?: string) =>
      stamped[collection] ? runTransaction((tx) => tx.create(collection, data, id)) : store.create(collection, data, id),
    set: <T extends DocData>(collection: string, id: string, data: T) =>
      stamped[collection] ? runTransaction((tx) => tx.set(collection, id, data)) : store.set(collection, id, data),
    // Outside a transaction the owner is unknown: read the document first, in the transaction that writes.
    update: (collection: string, id: string, patch: DocData) =>
      stamped[collection]
        ? runTransaction(async (tx) => {
            if (!(await tx.get(collection, id))) throw new StoreNotFoundError(collection, id);
            await tx.update(collection, id, patch);
          })
        : store.update(collection, id, patch),
    delete: (collection: string, id: string) =>
      stamped[collection]
        ? runTransaction(async (tx) => {
            if (await tx.get(collection, id)) await tx.delete(collection, id);
          })
        : store.delete(collection, id),
  });
}
