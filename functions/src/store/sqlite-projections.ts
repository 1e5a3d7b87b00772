import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { QUOTE_SUMMARY_FIELDS } from '../services/quotes/quote-record';

/**
 * Projections: per collection, the top-level fields a list selects, kept by SQLite itself in the
 * `projection` column as the JSON object `query({ select })` answers (fields the document lacks left out,
 * null kept). Extracting 18 fields from the JSONB document on every list read was most of the quotes
 * list's store time; a trigger now does it once per write, in the writing statement, whoever writes (this
 * store, another process, older code), so the column can never disagree with `data`. SQLite only:
 * Firestore's own select needs nothing of this.
 * Every process opening a file must declare the same projections (this constant): opening re-creates the
 * triggers and recomputes the column when they changed.
 */
export const PROJECTIONS: Readonly<Record<string, readonly string[]>> = {
  quotes: QUOTE_SUMMARY_FIELDS,
};

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const TRIGGER_PREFIX = 'documents_projection_';

/** The projection's JSON object, built from `source` (a JSONB document: `data`, or `NEW.data` in a trigger). */
export function projectionOf(source: string, fields: readonly string[]): string {
  if (fields.length === 0) return `'{}'`;
  // `||` with NULL is NULL and concat_ws skips NULLs: a missing field is left out; a null one gives "f":null.
  const members = fields.map((field) => `'"${field}":' || (${source} -> '$.${field}')`);
  return `'{' || concat_ws(',', ${members.join(', ')}) || '}'`;
}

function triggers(collection: string, fields: readonly string[]): { name: string; sql: string }[] {
  if (!NAME.test(collection) || !fields.every((f) => NAME.test(f))) throw new Error(`Unsupported projection on "${collection}"`);
  // The field list is in the name: a changed list is a new trigger, so an open file notices it.
  const version = createHash('sha256').update(fields.join(',')).digest('hex').slice(0, 8);
  const set = `UPDATE documents SET projection = ${projectionOf('NEW.data', fields)} WHERE collection = NEW.collection AND id = NEW.id`;
  return [
    { name: `${TRIGGER_PREFIX}${collection}_${version}_insert`, sql: `AFTER INSERT ON documents` },
    { name: `${TRIGGER_PREFIX}${collection}_${version}_update`, sql: `AFTER UPDATE OF data ON documents` },
  ].map(({ name, sql }) => ({ name, sql: `CREATE TRIGGER ${name} ${sql} WHEN NEW.collection = '${collection}' BEGIN ${set}; END` }));
}

/**
 * Brings the file's triggers and `projection` column to PROJECTIONS (inside the schema transaction): when
 * a trigger is missing or stale, drops them all, creates the right ones and recomputes every projection.
 */
export function syncProjections(db: Database.Database, projections: Readonly<Record<string, readonly string[]>> = PROJECTIONS): void {
  const columns = db.prepare('PRAGMA table_info(documents)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'projection')) db.exec('ALTER TABLE documents ADD COLUMN projection TEXT');
  const wanted = Object.entries(projections).flatMap(([collection, fields]) => triggers(collection, fields));
  const existing = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${TRIGGER_PREFIX}%'`).all() as { name: string }[]).map((r) => r.name);
  const names = new Set(wanted.map((t) => t.name));
  if (existing.length === names.size && existing.every((name) => names.has(name))) return;
  for (const name of existing) db.exec(`DROP TRIGGER ${name}`);
  for (const trigger of wanted) db.exec(trigger.sql);
  const collections = Object.keys(projections);
  db.prepare(`UPDATE documents SET projection = NULL WHERE projection IS NOT NULL AND collection NOT IN (${collections.map(() => '?').join(', ') || "''"})`).run(...collections);
  for (const [collection, fields] of Object.entries(projections)) {
    db.prepare(`UPDATE documents SET projection = ${projectionOf('data', fields)} WHERE collection = ?`).run(collection);
  }
}

/**
 * The column that answers a select of `fields` on `collection`, when its projection holds them all; the
 * answer then has the projection's fields, and `pick` keeps the selected ones.
 */
export function projectionCovering(collection: string, fields: string[], projections: Readonly<Record<string, readonly string[]>> = PROJECTIONS): { exact: boolean } | null {
  const projected = Object.hasOwn(projections, collection) ? projections[collection]! : null;
  if (!projected || fields.length === 0 || !fields.every((f) => projected.includes(f))) return null;
  return { exact: fields.length === projected.length && fields.every((f, i) => projected[i] === f) };
}
