import type Database from 'better-sqlite3';
import { selectedFields, toStoredData, toStoredPatch } from './document-data';
import { newDocumentId } from './document-id';
import { StoreConflictError, StoreNotFoundError, type DocData, type Query, type WithId } from './port';
import { projectionCovering, projectionOf } from './sqlite-projections';
import { buildSelect } from './sqlite-query';

interface Row {
  id: string;
  data: string;
}

/** The synchronous document operations on one connection; callers handle locking. */
export class SqliteDocuments {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  get<T extends DocData>(collection: string, id: string): WithId<T> | null {
    const row = this.prepare('SELECT id, json(data) AS data FROM documents WHERE collection = ? AND id = ?').get(
      collection,
      id,
    ) as Row | undefined;
    return row ? toDocument<T>(row) : null;
  }

  query<T extends DocData>(collection: string, query?: Query): WithId<T>[] {
    if (query?.select) return this.project<T>(collection, query, selectedFields(query.select));
    const select = buildSelect('id, json(data) AS data', collection, query);
    return (this.all(select.sql, select.params) as Row[]).map((row) => toDocument<T>(row));
  }

  /**
   * The selected fields as one JSON object built by SQLite, parsed once: a field the document lacks is left
   * out, a field holding null stays. When the collection's projection (sqlite-projections.ts) holds them
   * all, SQLite built that object when the document was written; otherwise it is built from the document.
   */
  private project<T extends DocData>(collection: string, query: Query, fields: string[]): WithId<T>[] {
    const covering = projectionCovering(collection, fields);
    const select = buildSelect(`id, ${covering ? 'projection' : projectionOf('data', fields)} AS data`, collection, query);
    const docs = (this.all(select.sql, select.params) as Row[]).map((row) => toDocument<T>(row));
    return !covering || covering.exact ? docs : docs.map((doc) => pick(doc, fields));
  }

  count(collection: string, query?: Query): number {
    // With a limit, count the page; otherwise no ORDER BY, so an index can answer alone.
    const bounded = query?.limit !== undefined;
    const select = bounded ? buildSelect('1', collection, query) : buildSelect('COUNT(*) AS n', collection, query, { unordered: true });
    const sql = bounded ? `SELECT COUNT(*) AS n FROM (${select.sql})` : select.sql;
    return (this.prepare(sql).get(...select.params) as { n: number }).n;
  }

  private all(sql: string, params: unknown[]): unknown[] {
    return this.prepare(sql).all(...params);
  }

  create(collection: string, data: DocData, id?: string): string {
    const documentId = id ?? newDocumentId();
    const stored = toStoredData(data);
    try {
      this.prepare('INSERT INTO documents (collection, id, data) VALUES (?, ?, jsonb(?))').run(collection, documentId, JSON.stringify(stored));
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        throw new StoreConflictError(collection, documentId);
      }
      throw error;
    }
    this.indexArrays(collection, documentId, stored);
    return documentId;
  }

  set(collection: string, id: string, data: DocData): void {
    const stored = toStoredData(data);
    this.prepare(
      `INSERT INTO documents (collection, id, data) VALUES (?, ?, jsonb(?))
       ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`,
    ).run(collection, id, JSON.stringify(stored));
    this.indexArrays(collection, id, stored);
  }

  update(collection: string, id: string, patch: DocData): void {
    const changes = toStoredPatch(patch);
    const current = this.get(collection, id);
    if (!current) throw new StoreNotFoundError(collection, id);
    const { id: _id, ...data } = current;
    const stored = { ...data, ...changes };
    this.prepare('UPDATE documents SET data = jsonb(?) WHERE collection = ? AND id = ?').run(JSON.stringify(stored), collection, id);
    this.indexArrays(collection, id, stored);
  }

  delete(collection: string, id: string): void {
    this.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id);
    this.prepare('DELETE FROM array_values WHERE collection = ? AND id = ?').run(collection, id);
  }

  /** The document's array items in array_values (sqlite-schema.ts), in the statement's transaction. */
  private indexArrays(collection: string, id: string, data: DocData): void {
    this.prepare('DELETE FROM array_values WHERE collection = ? AND id = ?').run(collection, id);
    const insert = this.prepare('INSERT OR IGNORE INTO array_values (collection, field, value, id) VALUES (?, ?, ?, ?)');
    for (const [field, value] of Object.entries(data)) {
      if (!Array.isArray(value)) continue;
      for (const item of value) {
        if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) insert.run(collection, field, item, id);
      }
    }
  }

  /** Prepared statements are reused: preparing costs more than running a small query. */
  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Stored data never holds an `id` (see toStoredData), so setting it last gives the same key order as a spread. */
function toDocument<T extends DocData>(row: Row): WithId<T> {
  const document = JSON.parse(row.data) as WithId<T>;
  document.id = row.id;
  return document;
}

/** The selected fields of a projected document, in the order of the select, then its id. */
function pick<T extends DocData>(doc: WithId<T>, fields: string[]): WithId<T> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(doc, field)) picked[field] = doc[field];
  picked.id = doc.id;
  return picked as WithId<T>;
}
