import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query as FirestoreQuery,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import { readsAfterWriteError, selectedFields, toStoredData, toStoredPatch } from './document-data';
import { StoreConflictError, StoreNotFoundError, type DocData, type Query, type Store, type Transaction, type WithId } from './port';

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
  constructor(private readonly db: Firestore) {}

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    return toDocument<T>(await this.db.collection(collection).doc(id).get());
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    const snapshot = await toFirestoreQuery(this.db, collection, query).get();
    return snapshot.docs.map((doc) => projected(toDocument<T>(doc) as WithId<T>, query?.select));
  }

  async count(collection: string, query?: Query): Promise<number> {
    const snapshot = await toFirestoreQuery(this.db, collection, query).count().get();
    return snapshot.data().count;
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    const ref = id === undefined ? this.db.collection(collection).doc() : this.db.collection(collection).doc(id);
    try {
      await ref.create(toStoredData(data));
    } catch (error) {
      if (grpcCode(error) === ALREADY_EXISTS) throw new StoreConflictError(collection, ref.id);
      throw error;
    }
    return ref.id;
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    await this.db.collection(collection).doc(id).set(toStoredData(data));
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    const ref = this.db.collection(collection).doc(id);
    const changes = toStoredPatch(patch);
    try {
      if (Object.keys(changes).length > 0) await ref.update(changes);
      else if (!(await ref.get()).exists) throw new StoreNotFoundError(collection, id);
    } catch (error) {
      if (grpcCode(error) === NOT_FOUND) throw new StoreNotFoundError(collection, id);
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.db.collection(collection).doc(id).delete();
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    let attempt: FirestoreStoreTransaction | undefined;
    try {
      return await this.db.runTransaction((firestoreTx) => {
        attempt = new FirestoreStoreTransaction(this.db, firestoreTx);
        return fn(attempt);
      });
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

  constructor(
    private readonly db: Firestore,
    private readonly tx: FirestoreTransaction,
  ) {}

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    this.beforeRead();
    return toDocument<T>(await this.tx.get(this.db.collection(collection).doc(id)));
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    this.beforeRead();
    const snapshot = await this.tx.get(toFirestoreQuery(this.db, collection, query));
    return snapshot.docs.map((doc) => projected(toDocument<T>(doc) as WithId<T>, query?.select));
  }

  async create<T extends DocData>(collection: string, data: T, id?: string): Promise<string> {
    this.wrote = true;
    const ref = id === undefined ? this.db.collection(collection).doc() : this.db.collection(collection).doc(id);
    this.tx.create(ref, toStoredData(data));
    this.created.push(ref);
    return ref.id;
  }

  async set<T extends DocData>(collection: string, id: string, data: T): Promise<void> {
    this.wrote = true;
    this.tx.set(this.db.collection(collection).doc(id), toStoredData(data));
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    this.wrote = true;
    const changes = toStoredPatch(patch);
    if (Object.keys(changes).length === 0) return;
    const ref = this.db.collection(collection).doc(id);
    this.tx.update(ref, changes);
    this.updated.push(ref);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.wrote = true;
    this.tx.delete(this.db.collection(collection).doc(id));
  }

  private beforeRead(): void {
    if (this.wrote) throw readsAfterWriteError();
  }
}

function toFirestoreQuery(db: Firestore, collection: string, query: Query = {}): FirestoreQuery {
  let result: FirestoreQuery = db.collection(collection);
  for (const [field, op, value] of query.where ?? []) result = result.where(field, op, value);
  for (const { field, direction } of query.orderBy ?? []) result = result.orderBy(field, direction ?? 'asc');
  if (query.offset !== undefined) result = result.offset(query.offset);
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
