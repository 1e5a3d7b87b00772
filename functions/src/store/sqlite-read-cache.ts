import type Database from 'better-sqlite3';

const MAX_ENTRIES = 64;
/** Rows kept in all (a quote is ~1.5 KB): bounds the memory a few large scans can hold. */
const MAX_ROWS = 10_000;

/**
 * Raw query results (rows of strings and numbers, never parsed documents: callers get fresh objects),
 * kept while the database is unchanged. `PRAGMA data_version` moves when another connection or process
 * commits; commits through this connection are reported with wrote(). Any change empties the whole cache,
 * so an answer is never older than the last commit.
 */
export class SqliteReadCache {
  private readonly dataVersion: Database.Statement;
  private readonly entries = new Map<string, unknown>();
  private writes = 0;
  private version = '';
  private rowsKept = 0;

  constructor(db: Database.Database) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  /** A commit (or a rolled-back attempt) through this connection. */
  wrote(): void {
    this.writes += 1;
  }

  /** The cached result of `sql` with `params`, or read() once and keep it. */
  rows<R>(sql: string, params: unknown[], read: () => R): R {
    // Read before the query runs: a commit in between moves the version again, so the entry dies early.
    const version = `${String(this.dataVersion.get())}:${this.writes}`;
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    if (this.entries.has(key)) return this.entries.get(key) as R;
    const result = read();
    const rows = Array.isArray(result) ? result.length : 1;
    if (rows > MAX_ROWS) return result;
    if (this.entries.size >= MAX_ENTRIES || this.rowsKept + rows > MAX_ROWS) this.clear();
    this.entries.set(key, result);
    this.rowsKept += rows;
    return result;
  }

  private clear(): void {
    this.entries.clear();
    this.rowsKept = 0;
  }
}
