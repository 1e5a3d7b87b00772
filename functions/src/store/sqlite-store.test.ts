import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteStore, sqliteFile } from './sqlite-store';
import type { Query, Where } from './port';
import { buildSelect } from './sqlite-query';
import { storeContract } from './store.contract';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'devis-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'devis.sqlite');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

storeContract('SQLite', { open: async () => new SqliteStore(tempFile()) });

describe('SQLite store', () => {
  it("wakes a watch on another connection's commit (PRAGMA data_version), not only on its own", async () => {
    const file = tempFile();
    const watcher = new SqliteStore(file, { watchPollMs: 20 });
    const writer = new SqliteStore(file);
    const newest: Query = { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: 1 };
    await writer.set('quotes', 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
    const { cursor } = await watcher.watch('quotes', newest, { after: null, timeoutMs: 5_000 });
    const watching = watcher.watch('quotes', newest, { after: cursor, timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await writer.update('quotes', 'q1', { status: 'accepted', updated_at: '2026-11-23T10:01:00.000Z' });
    expect((await watching).changed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    await watcher.close();
    await writer.close();
  });

  it('answers a waiting watch unchanged when the store closes', async () => {
    const store = new SqliteStore(tempFile());
    const newest: Query = { where: [['user_id', '==', 'u1']], limit: 1 };
    const { cursor } = await store.watch('quotes', newest, { after: null, timeoutMs: 5_000 });
    const watching = store.watch('quotes', newest, { after: cursor, timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await store.close();
    expect(await watching).toEqual({ cursor, changed: false });
  });

  it('puts the file under DEVIS_DATA_DIR, .data by default', () => {
    expect(sqliteFile({})).toBe(join('.data', 'devis.sqlite'));
    expect(sqliteFile({ DEVIS_DATA_DIR: '/srv/devis' })).toBe('/srv/devis/devis.sqlite');
  });

  it('creates its directory and schema on start, and keeps data across restarts', async () => {
    const file = tempFile();
    const first = new SqliteStore(file);
    await first.set('quotes', 'q1', { title: 'Rénovation' });
    await first.close();
    expect(existsSync(file)).toBe(true);
    const second = new SqliteStore(file);
    expect(await second.get('quotes', 'q1')).toEqual({ id: 'q1', title: 'Rénovation' });
    await second.close();
  });

  it('runs in WAL mode', async () => {
    const file = tempFile();
    await new SqliteStore(file).close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('isolates transactions across two connections to one file: 2 x 20 increments end at 40', async () => {
    const file = tempFile();
    const a = new SqliteStore(file);
    const b = new SqliteStore(file);
    await a.set('counters', 'c', { value: 0 });
    const increment = (store: SqliteStore) =>
      store.runTransaction(async (tx) => {
        const counter = await tx.get<{ value: number }>('counters', 'c');
        // Yield to the event loop so the other connection really competes for the lock.
        await new Promise((resolve) => setImmediate(resolve));
        await tx.update('counters', 'c', { value: (counter?.value ?? 0) + 1 });
      });
    await Promise.all(Array.from({ length: 20 }, () => [increment(a), increment(b)]).flat());
    expect(await a.get('counters', 'c')).toEqual({ id: 'c', value: 40 });
    await Promise.all([a.close(), b.close()]);
  });

  it('shares the file with another process writing at the same time: 20 + 20 increments end at 40', async () => {
    const file = tempFile();
    const store = new SqliteStore(file);
    await store.set('counters', 'c', { value: 0 });
    // Another process (the seed script next to the functions emulator, say) incrementing the same document.
    const other = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1], { timeout: 10000 });
         const read = db.prepare("SELECT json(data) AS data FROM documents WHERE collection = 'counters' AND id = 'c'");
         const write = db.prepare("UPDATE documents SET data = jsonb(?) WHERE collection = 'counters' AND id = 'c'");
         process.stdout.write('ready\\n');
         for (let i = 0; i < 20; i++) {
           db.exec('BEGIN IMMEDIATE');
           const counter = JSON.parse(read.get().data);
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
           write.run(JSON.stringify({ value: counter.value + 1 }));
           db.exec('COMMIT');
         }`,
        file,
      ],
      { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<number | null>((resolve) => other.on('exit', resolve));
    await new Promise((resolve) => other.stdout.once('data', resolve));
    for (let i = 0; i < 20; i += 1) {
      await store.runTransaction(async (tx) => {
        const counter = await tx.get<{ value: number }>('counters', 'c');
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.update('counters', 'c', { value: (counter?.value ?? 0) + 1 });
      });
    }
    expect(await exited).toBe(0);
    expect(await store.get('counters', 'c')).toEqual({ id: 'c', value: 40 });
    await store.close();
  });

  it('does not let other operations into an open transaction', async () => {
    const store = new SqliteStore(tempFile());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = store.runTransaction(async (t) => {
      await t.set('things', 'a', { v: 'uncommitted' });
      await gate;
      throw new Error('rolled back');
    });
    const outside = store.get('things', 'a');
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect(await outside).toBeNull();
    await store.close();
  });

  it('rejects a store call made from inside its own transaction instead of waiting forever', async () => {
    const store = new SqliteStore(tempFile());
    await expect(store.runTransaction(() => store.get('things', 'a'))).rejects.toThrow(
      'Inside runTransaction, use the transaction, not the store',
    );
    await store.close();
  });

  it("serves an owner's newest-first list from an index, without sorting", async () => {
    const file = tempFile();
    await new SqliteStore(file).close();
    const db = new Database(file, { readonly: true });
    const select = buildSelect('id', 'quotes', {
      where: [['user_id', '==', 'u1']],
      orderBy: [{ field: 'updated_at', direction: 'desc' }],
      limit: 20,
    });
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${select.sql}`).all(...select.params) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
    db.close();
    expect(plan).toContain('USING INDEX documents_by_user_id_updated_at');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('answers the quote list by status, the expiry scan and the count from indexes alone where it can', async () => {
    const file = tempFile();
    await new SqliteStore(file).close();
    const db = new Database(file, { readonly: true });
    const plan = (select: { sql: string; params: unknown[] }): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${select.sql}`).all(...select.params) as { detail: string }[]).map((row) => row.detail).join('\n');
    const own: Where[] = [['user_id', '==', 'u1']];
    const byStatus = plan(
      buildSelect('id', 'quotes', { where: [...own, ['status', '==', 'sent']], orderBy: [{ field: 'created_at', direction: 'desc' }], limit: 51 }),
    );
    const expiring = plan(buildSelect('id', 'quotes', { where: [...own, ['status', '==', 'sent'], ['valid_until', '<', '2026-11-22']] }));
    const everyone = plan(buildSelect('id', 'quotes', { where: [['status', '==', 'sent'], ['valid_until', '<', '2026-11-22']] }));
    const counting = plan(buildSelect('COUNT(*)', 'quotes', { where: own }, { unordered: true }));
    const nextPage = plan(
      buildSelect('id', 'quotes', { where: own, orderBy: [{ field: 'created_at', direction: 'desc' }], limit: 51, startAfter: ['2026-11-22T10:00:00.000Z', 'q1'] }),
    );
    db.close();
    expect(byStatus).toContain('USING INDEX documents_by_user_id_status_created_at');
    expect(byStatus).not.toContain('TEMP B-TREE');
    expect(expiring).toMatch(/USING COVERING INDEX documents_by_user_id_status_valid_until \(.*<expr>>\? AND <expr><\?\)/);
    expect(everyone).toContain('USING COVERING INDEX documents_by_status_valid_until');
    expect(counting).toContain('USING COVERING INDEX');
    // A keyset page seeks to its position in the index instead of walking the pages before it.
    expect(nextPage).toMatch(/USING INDEX documents_by_user_id_created_at \(collection=\? AND <expr>=\? AND <expr><\?\)/);
    expect(nextPage).not.toContain('TEMP B-TREE');
  });

  it("sees another connection's commits in queries and counts it answered before", async () => {
    const file = tempFile();
    const [reader, writer] = [new SqliteStore(file), new SqliteStore(file)];
    const own: Query = { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at', direction: 'desc' }] };
    await writer.set('quotes', 'a', { user_id: 'u1', created_at: '2026-01-01', status: 'draft' });
    expect((await reader.query('quotes', own)).map((q) => q.id)).toEqual(['a']);
    expect(await reader.count('quotes', { where: own.where })).toBe(1);

    await writer.set('quotes', 'b', { user_id: 'u1', created_at: '2026-01-02', status: 'draft' });
    await writer.update('quotes', 'a', { status: 'sent' });
    expect((await reader.query('quotes', own)).map((q) => q.id)).toEqual(['b', 'a']);
    expect(await reader.count('quotes', { where: own.where })).toBe(2);
    expect(await reader.query('quotes', { where: [['status', '==', 'sent']], select: ['status'] })).toEqual([{ id: 'a', status: 'sent' }]);
    await Promise.all([reader.close(), writer.close()]);
  });

  it('hands out fresh documents: changing one answer does not change the next', async () => {
    const store = new SqliteStore(tempFile());
    await store.set('quotes', 'a', { user_id: 'u1', client: { company_name: 'ACME' } });
    const first = await store.query<{ client: { company_name: string } }>('quotes', { where: [['user_id', '==', 'u1']] });
    first[0]!.client.company_name = 'changed';
    expect(await store.query('quotes', { where: [['user_id', '==', 'u1']] })).toEqual([{ id: 'a', user_id: 'u1', client: { company_name: 'ACME' } }]);
    await store.close();
  });

  it('finds array items of documents written before it indexed them (files of schema 3)', async () => {
    const file = tempFile();
    const first = new SqliteStore(file);
    await first.set('quotes', 'q1', { user_id: 'u1', search_tokens: ['bou', 'boulangerie'], lines: [{ n: 1 }] });
    await first.close();
    const old = new Database(file);
    old.exec('DROP TABLE array_values');
    old.pragma('user_version = 3');
    old.close();
    const reopened = new SqliteStore(file);
    expect(await reopened.query('quotes', { where: [['search_tokens', 'array-contains', 'boulangerie']] })).toHaveLength(1);
    expect(await reopened.query('quotes', { where: [['lines', 'array-contains', 1]] })).toHaveLength(0);
    await reopened.close();
  });

  it('refuses field paths that are not plain dotted names', async () => {
    const store = new SqliteStore(tempFile());
    await expect(store.query('quotes', { where: [["x') OR 1=1 --", '==', 1]] })).rejects.toThrow('Unsupported field path');
    await store.close();
  });
});
