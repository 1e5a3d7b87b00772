import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { AsyncMutex } from './async-mutex';
import { readsAfterWriteError, toStoredPatch } from './document-data';
import { StoreNotFoundError, type DocData, type Query, type Store, type Transaction, type WatchOptions, type WatchResult, type WithId } from './port';
import { SqliteChanges } from './sqlite-changes';
import { sqliteWatch } from './sqlite-watch';
import { SqliteDocuments } from './sqlite-documents';
import { syncProjections } from './sqlite-projections';
import { schemaStatements } from './sqlite-schema';
import { countReads, queryReads, UsageMeter, type StoreUsage } from './usage';
import { isBusy, whileBusy } from './while-busy';

export interface SqliteStoreOptions {
  /** How long a write waits for another process's (or connection's) write lock. */
  busyTimeoutMs?: number;
  /** How often a waiting watch checks `PRAGMA data_version` for other connections' commits (default 50 ms). */
  watchPollMs?: number;
}

/** `${DEVIS_DATA_DIR ?? '.data'}/devis.sqlite`, relative to the working directory unless absolute. */
export function sqliteFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DEVIS_DATA_DIR ?? '.data', 'devis.sqlite');
}

/**
 * The embedded store: one SQLite file in WAL mode. Statements are synchronous, so every
 * operation goes through an in-process mutex (an awaiting transaction must not let other
 * statements into it), and writes take the file's write lock with BEGIN IMMEDIATE, retried
 * asynchronously while another process or connection holds it.
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly documents: SqliteDocuments;
  private readonly mutex = new AsyncMutex();
  private readonly insideTransaction = new AsyncLocalStorage<true>();
  private readonly busyTimeoutMs: number;
  private readonly meter = new UsageMeter();
  private readonly changes: SqliteChanges;

  constructor(file: string, options: SqliteStoreOptions = {}) {
    this.busyTimeoutMs = options.busyTimeoutMs ?? 10_000;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file, { timeout: this.busyTimeoutMs });
    // Schema creation may meet another process starting on the same file: the synchronous
    // busy timeout above covers it, and IMMEDIATE makes the check-and-create atomic; the switch to WAL can
    // still be refused at once, hence whileBusy.
    whileBusy(() => {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.transaction(() => {
        const version = this.db.pragma('user_version', { simple: true }) as number;
        for (const statement of schemaStatements(version)) this.db.exec(statement);
        syncProjections(this.db);
      }).immediate();
    }, this.busyTimeoutMs);
    // From here on, waits for the write lock are asynchronous (see begin()); a long
    // synchronous wait would block the event loop, and with it the lock holder when it
    // lives in this same process.
    this.db.pragma('busy_timeout = 20');
    this.documents = new SqliteDocuments(this.db);
    this.changes = new SqliteChanges(() => this.read(() => this.dataVersion()), options.watchPollMs ?? 50);
  }

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    const doc = await this.read(() => this.documents.get<T>(collection, id));
    this.meter.read(1);
    return doc;
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    const docs = await this.read(() => this.documents.query<T>(collection, query));
    this.meter.read(queryReads(docs.length));
    return docs;
  }

  async count(collection: string, query?: Query): Promise<number> {
    const n = await this.read(() => this.documents.count(collection, query));
    this.meter.read(countReads(n));
    return n;
  }

  usage(): StoreUsage {
    return this.meter.snapshot();
  }

  watch(collection: string, query: Query, options: WatchOptions): Promise<WatchResult> {
    // The version and the documents in one section: a commit after it moves the version the poll compares.
    const look = () => this.read(() => ({ version: this.dataVersion(), docs: this.documents.query(collection, query) }));
    return sqliteWatch(look, this.changes, this.meter, options);
  }

  create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    return this.write(() => this.documents.create(collection, data, id));
  }

  set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    return this.write(() => this.documents.set(collection, id, data));
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    // Firestore has nothing to write for an empty patch: it only checks the document exists (1 read).
    if (Object.keys(toStoredPatch(patch)).length === 0) {
      if (!(await this.get(collection, id))) throw new StoreNotFoundError(collection, id);
      return;
    }
    return this.write(() => this.documents.update(collection, id, patch));
  }

  delete(collection: string, id: string): Promise<void> {
    return this.write(() => this.documents.delete(collection, id));
  }

  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.exclusive(async () => {
      await this.begin();
      const tx = new SqliteTransaction(this.documents, this.meter);
      try {
        const result = await this.insideTransaction.run(true, () => fn(tx));
        tx.finish();
        this.db.exec('COMMIT');
        this.meter.wrote(tx.writes);
        if (tx.writes > 0) this.changes.committed();
        return result;
      } catch (error) {
        tx.finish();
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  close(): Promise<void> {
    this.changes.close();
    return this.exclusive(() => {
      if (this.db.open) this.db.close();
    });
  }

  /** Moves when another connection commits (never for this one's own commits: see SqliteChanges). */
  private dataVersion(): number {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  private read<R>(operation: () => R): Promise<R> {
    return this.exclusive(operation);
  }

  private write<R>(operation: () => R): Promise<R> {
    return this.exclusive(async () => {
      await this.begin();
      try {
        const result = operation();
        this.db.exec('COMMIT');
        this.meter.wrote(1);
        this.changes.committed();
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  private exclusive<R>(operation: () => Promise<R> | R): Promise<R> {
    // Waiting for the mutex from inside a transaction would wait forever.
    if (this.insideTransaction.getStore()) {
      return Promise.reject(new Error('Inside runTransaction, use the transaction, not the store'));
    }
    return this.mutex.run(operation);
  }

  /** BEGIN IMMEDIATE, retried with a short random back-off until busyTimeoutMs. */
  private async begin(): Promise<void> {
    const deadline = Date.now() + this.busyTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.db.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
      }
    }
  }
}

/** A transaction over the open BEGIN IMMEDIATE: statements run directly, reads first. */
class SqliteTransaction implements Transaction {
  private wrote = false;
  private finished = false;
  /** Billed when the transaction commits. */
  writes = 0;

  constructor(
    private readonly documents: SqliteDocuments,
    private readonly meter: UsageMeter,
  ) {}

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    this.beforeRead();
    this.meter.read(1);
    return this.documents.get<T>(collection, id);
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    this.beforeRead();
    const docs = this.documents.query<T>(collection, query);
    this.meter.read(queryReads(docs.length));
    return docs;
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    this.beforeWrite();
    return this.documents.create(collection, data, id);
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    this.beforeWrite();
    this.documents.set(collection, id, data);
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    // As in Firestore's transactions, an empty patch writes (and checks) nothing.
    const empty = Object.keys(toStoredPatch(patch)).length === 0;
    this.beforeWrite(empty ? 0 : 1);
    if (!empty) this.documents.update(collection, id, patch);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.beforeWrite();
    this.documents.delete(collection, id);
  }

  finish(): void {
    this.finished = true;
  }

  private beforeRead(): void {
    this.assertOpen();
    if (this.wrote) throw readsAfterWriteError();
  }

  private beforeWrite(writes = 1): void {
    this.assertOpen();
    this.wrote = true;
    this.writes += writes;
  }

  private assertOpen(): void {
    if (this.finished) throw new Error('The transaction is over');
  }
}
