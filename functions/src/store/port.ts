/**
 * The document store port. Collections of JSON documents, addressed by id.
 * Adapters: SQLite (embedded default, local and tests) and Firestore (production).
 * Only the adapters import better-sqlite3 or firebase-admin/firestore.
 *
 * Field paths may be dotted ('client.company_name'). Values must be JSON: no Date, no undefined.
 * The id is the address: an `id` field in written data is not stored, and reads return the address.
 * Undefined properties are dropped, as JSON.stringify does.
 * Factory: createStore(env) in ./create-store. Adapters: ./sqlite-store, ./firestore-store.
 */
import type { StoreUsage } from './usage';

export type DocData = Record<string, unknown>;
export type WithId<T> = T & { id: string };

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';
/**
 * A filter. Values match only their own type. `in` takes at most 30 values; `array-contains` matches
 * documents whose array field holds the value (one per query, as in Firestore). There is no offset: Firestore
 * bills every skipped document, so pages resume with `startAfter`.
 */
export type Where = [field: string, op: WhereOp, value: unknown];

export interface Query {
  where?: Where[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  /**
   * Keyset pagination: resume after the document at this position, the values of the query's full order
   * (`queryOrder`: the orderBy fields, then the range fields not ordered, then the id) taken from the last
   * document of the previous page with `positionOf`. Values are strings or numbers. Pages stay put when
   * documents are inserted, and cost only the documents they return.
   */
  startAfter?: unknown[];
  /**
   * Return only these top-level fields (and the id), like Firestore's select(); fields a document lacks
   * stay absent. For scans that need a few small fields of many documents. Omitted: whole documents.
   */
  select?: string[];
}

export interface Reader {
  get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null>;
  query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]>;
}

export interface Writer {
  /** Creates the document; with an id, fails with StoreConflictError when it already exists. Returns the id. */
  create<T extends DocData>(collection: string, data: T, id?: string): Promise<string>;
  /** Writes the whole document, creating or replacing it. */
  set<T extends DocData>(collection: string, id: string, data: T): Promise<void>;
  /** Merges top-level fields into an existing document; fails with StoreNotFoundError when absent. */
  update(collection: string, id: string, patch: DocData): Promise<void>;
  /** Deletes the document; no error when absent. */
  delete(collection: string, id: string): Promise<void>;
}

/**
 * A transaction: read first, then write (Firestore's rule, enforced by both adapters).
 * The function may run more than once on contention; keep it free of side effects.
 */
export interface Transaction extends Reader, Writer {}

/** What `watch` compares against, and how long it may wait. */
export interface WatchOptions {
  /** The cursor of an earlier answer; null asks only for the current cursor (answered at once, changed false). */
  after: string | null;
  /** Give up after this long, answering changed false. */
  timeoutMs: number;
  /** Stop waiting (the caller went away): the watch answers changed false at once. */
  signal?: AbortSignal;
}

export interface WatchResult {
  /** An opaque fingerprint of the query's answer (ids and data of the documents it returns). */
  cursor: string;
  changed: boolean;
  /** The query's answer the cursor fingerprints; absent when the watch ended without a new one (timeout, signal). */
  docs?: WithId<DocData>[];
}

export interface Store extends Reader, Writer {
  count(collection: string, query?: Query): Promise<number>;
  /**
   * The change signal behind live updates: answers as soon as the query's answer differs from the one
   * `after` fingerprints (at once if it already does), or after `timeoutMs` with changed false. Keep the
   * query small (limit 1, ordered by updated_at desc): the first answer bills its documents like a query,
   * each change the documents that changed. Firestore holds an onSnapshot listener for the wait; SQLite
   * re-runs the query when this store commits or `PRAGMA data_version` says another connection did.
   * Nothing outlives the call.
   */
  watch(collection: string, query: Query, options: WatchOptions): Promise<WatchResult>;
  /**
   * The reads and writes Firestore bills for the calls made through this store since it was opened
   * (see ./usage.ts; both adapters count alike). For one call's cost, take the difference around it.
   */
  usage(): StoreUsage;
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export class StoreConflictError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} already exists`);
    this.name = 'StoreConflictError';
  }
}

export class StoreNotFoundError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} not found`);
    this.name = 'StoreNotFoundError';
  }
}
