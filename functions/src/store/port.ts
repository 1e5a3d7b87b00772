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
export type DocData = Record<string, unknown>;
export type WithId<T> = T & { id: string };

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in';
export type Where = [field: string, op: WhereOp, value: unknown];

export interface Query {
  where?: Where[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  /** Skip this many results (pagination); Firestore adapters emulate it with offset(). */
  offset?: number;
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

export interface Store extends Reader, Writer {
  count(collection: string, query?: Query): Promise<number>;
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
