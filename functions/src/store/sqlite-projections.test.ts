import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DocData, Query } from './port';
import { PROJECTIONS, syncProjections } from './sqlite-projections';
import { SqliteStore } from './sqlite-store';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'devis-projection-'));
  dirs.push(dir);
  return join(dir, 'devis.sqlite');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SUMMARY = [...PROJECTIONS.quotes!];
const own: Query = { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at', direction: 'asc' }], select: SUMMARY };

/** What a select must answer (port.ts): the selected fields the document holds, null kept, missing left out. */
function expected(id: string, doc: DocData, fields = SUMMARY): DocData {
  const answer: DocData = {};
  for (const field of fields) if (field in doc) answer[field] = doc[field];
  return { ...answer, id };
}

/** A quote holding some summary fields, one of them null, others missing, and fields no list selects. */
const quote = (n: number, extra: DocData = {}): DocData => ({
  user_id: 'u1',
  created_at: `2026-01-0${n}`,
  quote_number: `DEV-2026-00${n}`,
  title: `Devis ${n}`,
  status: 'draft',
  sent_at: null,
  client: { company_name: 'ACME', city: 'Paris' },
  total_ttc: 12_000,
  lines: [{ description: 'Ligne', unit_price_ht: 10_000 }],
  ...extra,
});

describe('SQLite projections (the quotes list select)', () => {
  it('answers a covered select from the projection column, which every kind of write keeps in step at once', async () => {
    const file = tempFile();
    const store = new SqliteStore(file);
    const a = quote(1);
    const b = quote(2, { reminder: { sent_on: '2026-01-05' }, version: 2 });
    await store.set('quotes', 'a', a);
    const bId = await store.create('quotes', b);
    expect(await store.query('quotes', own)).toEqual([expected('a', a), expected(bId, b)]);

    // The answer comes from the column: SQLite wrote it, the read does not rebuild it from the document.
    const raw = new Database(file);
    raw.prepare(`UPDATE documents SET projection = '{"title":"from the column"}' WHERE id = 'a'`).run();
    expect((await store.query('quotes', own))[0]).toEqual({ id: 'a', title: 'from the column' });

    await store.set('quotes', 'a', { ...a, title: 'Remplacé', sent_at: '2026-01-03' });
    expect((await store.query('quotes', own))[0]).toEqual(expected('a', { ...a, title: 'Remplacé', sent_at: '2026-01-03' }));

    await store.update('quotes', 'a', { status: 'sent', total_ttc: null, lines: [] });
    const updated = { ...a, title: 'Remplacé', sent_at: '2026-01-03', status: 'sent', total_ttc: null };
    expect((await store.query('quotes', own))[0]).toEqual(expected('a', updated));

    // A field the update leaves out disappears from the projection with the set that drops it.
    await store.runTransaction(async (tx) => {
      const [first] = await tx.query('quotes', own);
      await tx.update('quotes', first!.id, { title: 'En transaction' });
      await tx.set('quotes', bId, { user_id: 'u1', created_at: '2026-01-02', status: 'accepted' });
    });
    expect(await store.query('quotes', own)).toEqual([
      expected('a', { ...updated, title: 'En transaction' }),
      expected(bId, { user_id: 'u1', created_at: '2026-01-02', status: 'accepted' }),
    ]);

    // A rolled-back transaction leaves it as it was.
    await expect(
      store.runTransaction(async (tx) => {
        await tx.update('quotes', 'a', { title: 'Annulé' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await store.query('quotes', own))[0]!.title).toBe('En transaction');

    // Another connection writing the document (another process, older code) goes through the same trigger.
    raw.prepare(`UPDATE documents SET data = jsonb(?) WHERE collection = 'quotes' AND id = 'a'`).run(JSON.stringify({ ...a, title: 'Ailleurs' }));
    expect((await store.query('quotes', own))[0]).toEqual(expected('a', { ...a, title: 'Ailleurs' }));
    raw.close();

    await store.delete('quotes', 'a');
    expect(await store.query('quotes', own)).toEqual([expected(bId, { status: 'accepted', created_at: '2026-01-02' })]);
    await store.close();
  });

  it('answers a select of some projected fields, in any order, like the select built from the document', async () => {
    const store = new SqliteStore(tempFile());
    const doc = quote(1, { version: 3 });
    await store.set('quotes', 'a', doc);
    await store.set('elsewhere', 'a', doc);
    for (const fields of [['status', 'title'], ['version', 'sent_at', 'client', 'reminder'], [...SUMMARY].reverse(), ['status', 'lines']]) {
      const [projected] = await store.query('quotes', { ...own, select: fields });
      const [built] = await store.query('elsewhere', { ...own, select: fields });
      expect(projected).toEqual(expected('a', doc, fields));
      expect(Object.keys(projected!)).toEqual(Object.keys(built!));
      expect(projected).toEqual(built);
    }
    expect(await store.query('quotes', { ...own, select: [] })).toEqual([{ id: 'a' }]);
    await store.close();
  });

  it('recomputes the projections of a file written without them, or with another field list, when it opens', async () => {
    const file = tempFile();
    const first = new SqliteStore(file);
    await first.set('quotes', 'a', quote(1));
    await first.close();
    const old = new Database(file);
    syncProjections(old, { quotes: ['title'], clients: ['name'] });
    old.prepare(`INSERT INTO documents (collection, id, data) VALUES ('clients', 'c', jsonb('{"name":"x"}'))`).run();
    old.prepare(`UPDATE documents SET data = jsonb(?) WHERE id = 'a'`).run(JSON.stringify(quote(1, { status: 'sent' })));
    expect(old.prepare(`SELECT projection FROM documents WHERE id = 'a'`).pluck().get()).toBe('{"title":"Devis 1"}');
    old.close();

    const reopened = new SqliteStore(file);
    expect(await reopened.query('quotes', own)).toEqual([expected('a', quote(1, { status: 'sent' }))]);
    await reopened.close();
    const check = new Database(file);
    expect(check.prepare(`SELECT projection FROM documents WHERE collection = 'clients'`).pluck().get()).toBeNull();
    check.close();
  });
});
