import { AsyncResource } from 'node:async_hooks';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import {
  FieldPath,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query as FirestoreQuery,
  type QuerySnapshot,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import { readsAfterWriteError, selectedFields, toStoredData, toStoredPatch } from './document-data';
import { StoreConflictError, StoreNotFoundError, type DocData, type Query, type Store, type Transaction, type WatchOptions, type WatchResult, type WithId } from './port';
import { answerCursor } from './answer-cursor';
import { settleWatch } from './held-watch';
import { idDirection, queryOrder, startAfterValues } from './query-order';
import { countReads, queryReads, UsageMeter, watchChangeReads, type StoreUsage } from './usage';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/**
 * The Firestore of a firebase-admin App: the default App, created when absent (deployed
 * functions), or a named one (tests use their own so they don't clash with other Apps).
 */
export function openFirestoreStore(options: { appName?: string; projectId?: string } = {}): FirestoreStore {
  const name = options.appName ?? '[DEFAULT]';
  const exists = getApps().some((app) => app.name === name);
  const app = exists
    ? getApp(name)
    : initializeApp(options.projectId ? { projectId: options.projectId } : undefined, options.appName);
  return new FirestoreStore(getFirestore(app));
}

/** The production store: firebase-admin Firestore. */
export class FirestoreStore implements Store {
  private readonly meter = new UsageMeter();

  constructor(private readonly db: Firestore) {}

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    const snapshot = await this.db.collection(collection).doc(id).get();
    this.meter.read(1);
    return toDocument<T>(snapshot);
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    const snapshot = await toFirestoreQuery(this.db, collection, query).get();
    this.meter.read(queryReads(snapshot.size));
    return snapshot.docs.map((doc) => projected(toDocument<T>(doc) as WithId<T>, query?.select));
  }

  async count(collection: string, query?: Query): Promise<number> {
    const snapshot = await toFirestoreQuery(this.db, collection, query).count().get();
    const n = snapshot.data().count;
    this.meter.read(countReads(n));
    return n;
  }

  usage(): StoreUsage {
    return this.meter.snapshot();
  }

  /** An onSnapshot listener held for the wait, and detached when it ends. */
  watch(collection: string, query: Query, options: WatchOptions): Promise<WatchResult> {
    const { after } = options;
    return settleWatch(options, (end) => {
      let first = true;
      // Snapshots arrive from the gRPC stream: their reads count in the watching request's usage scope.
      const onSnapshot = AsyncResource.bind((snapshot: QuerySnapshot) => {
        if (end.done) return;
        const docs = snapshot.docs.map((doc) => projected(toDocument(doc) as WithId<DocData>, query.select));
        const cursor = answerCursor(docs);
        if (first) this.meter.read(queryReads(snapshot.size));
        if (after === null) return end.finish({ cursor, changed: false, docs });
        if (cursor === after) return void (first = false);
        if (!first) this.meter.read(watchChangeReads(snapshot.docChanges().filter((change) => change.type !== 'removed').length));
        end.finish({ cursor, changed: true, docs });
      });
      return toFirestoreQuery(this.db, collection, query).onSnapshot(onSnapshot, (error) => end.finish(error));
    });
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    const ref = id === undefined ? this.db.collection(collection).doc() : this.db.collection(collection).doc(id);
    try {
      await ref.create(toStoredData(data));
      this.meter.wrote(1);
    } catch (error) {
      if (grpcCode(error) === ALREADY_EXISTS) throw new StoreConflictError(collection, ref.id);
      throw error;
    }
    return ref.id;
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    await this.db.collection(collection).doc(id).set(toStoredData(data));
    this.meter.wrote(1);
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    const ref = this.db.collection(collection).doc(id);
    const changes = toStoredPatch(patch);
    try {
      if (Object.keys(changes).length > 0) {
        await ref.update(changes);
        this.meter.wrote(1);
      } else if (!(await this.get(collection, id))) throw new StoreNotFoundError(collection, id);
    } catch (error) {
      if (grpcCode(error) === NOT_FOUND) throw new StoreNotFoundError(collection, id);
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.db.collection(collection).doc(id).delete();
    this.meter.wrote(1);
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    let attempt: FirestoreStoreTransaction | undefined;
    try {
      const result = await this.db.runTransaction((firestoreTx) => {
        attempt = new FirestoreStoreTransaction(this.db, firestoreTx, this.meter);
        return fn(attempt);
      });
      // Only the attempt that committed wrote anything.
      this.meter.wrote(attempt?.writes ?? 0);
      return result;
    } catch (error) {
      // Preconditions are checked at commit: name the document that failed.
      const code = grpcCode(error);
      if (attempt && code === ALREADY_EXISTS) {
        const ref = await firstMatching(attempt.created, true);
        if (ref) throw new StoreConflictError(ref.parent.id, ref.id);
      }
      if (attempt && code === NOT_FOUND) {
        const ref = await firstMatching(attempt.updated, false);
        if (ref) throw new StoreNotFoundError(ref.parent.id, ref.id);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}

/** One attempt of a Firestore transaction; Firestore may run the function again. */
class FirestoreStoreTransaction implements Transaction {
  readonly created: DocumentReference[] = [];
  readonly updated: DocumentReference[] = [];
  private wrote = false;
  /** Billed if this attempt commits. */
  writes = 0;

  constructor(
    private readonly db: Firestore,
    private readonly tx: FirestoreTransaction,
    private readonly meter: UsageMeter,
  ) {}

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    this.beforeRead();
    const snapshot = await this.tx.get(this.db.collection(collection).doc(id));
    this.meter.read(1);
    return toDocument<T>(snapshot);
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    this.beforeRead();
    const snapshot = await this.tx.get(toFirestoreQuery(this.db, collection, query));
    this.meter.read(queryReads(snapshot.size));
    return snapshot.docs.map((doc) => projected(toDocument<T>(doc) as WithId<T>, query?.select));
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    this.wrote = true;
    this.writes += 1;
    const ref = id === undefined ? this.db.collection(collection).doc() : this.db.collection(collection).doc(id);
    this.tx.create(ref, toStoredData(data));
    this.created.push(ref);
    return ref.id;
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    this.wrote = true;
    this.writes += 1;
    this.tx.set(this.db.collection(collection).doc(id), toStoredData(data));
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    this.wrote = true;
    const changes = toStoredPatch(patch);
    if (Object.keys(changes).length === 0) return;
    this.writes += 1;
    const ref = this.db.collection(collection).doc(id);
    this.tx.update(ref, changes);
    this.updated.push(ref);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.wrote = true;
    this.writes += 1;
    this.tx.delete(this.db.collection(collection).doc(id));
  }

  private beforeRead(): void {
    if (this.wrote) throw readsAfterWriteError();
  }
}

/**
 * The Firestore query. Resuming a page spells out the whole order (`queryOrder`, then the document id) so
 * that startAfter's values line up with it; without startAfter, Firestore adds the same order implicitly.
 */
export function toFirestoreQuery(db: Firestore, collection: string, query: Query = {}): FirestoreQuery {
  let result: FirestoreQuery = db.collection(collection);
  for (const [field, op, value] of query.where ?? []) result = result.where(field, op, value);
  const startAfter = startAfterValues(query);
  if (startAfter) {
    for (const { field, direction } of queryOrder(query)) result = result.orderBy(field, direction);
    result = result.orderBy(FieldPath.documentId(), idDirection(query)).startAfter(...startAfter);
  } else {
    for (const { field, direction } of query.orderBy ?? []) result = result.orderBy(field, direction ?? 'asc');
  }
  if (query.limit !== undefined) result = result.limit(query.limit);
  if (query.select !== undefined) result = result.select(...selectedFields(query.select));
  return result;
}

function toDocument<T extends DocData>(snapshot: DocumentSnapshot): WithId<T> | null {
  if (!snapshot.exists) return null;
  return { ...(snapshot.data() as T), id: snapshot.id };
}

/** Some emulators ignore select()'s field mask: keep only the selected fields here too. */
function projected<T extends DocData>(document: WithId<T>, select: string[] | undefined): WithId<T> {
  if (select === undefined) return document;
  const kept: DocData = { id: document.id };
  for (const field of select) if (field in document) kept[field] = document[field];
  return kept as WithId<T>;
}

function grpcCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** The first of the documents that exists (or, with exists = false, that is missing). */
async function firstMatching(refs: DocumentReference[], exists: boolean): Promise<DocumentReference | undefined> {
  for (const ref of refs) {
    if ((await ref.get()).exists === exists) return ref;
  }
  return undefined;
}
