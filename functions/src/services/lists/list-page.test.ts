import { SqliteStore } from '../../store/sqlite-store';
import type { Query } from '../../store/port';
import { withStoreUsage } from '../../test-support/store-usage';
import { readListPage } from './list-page';

const NEWEST_FIRST: Query['orderBy'] = [{ field: 'created_at', direction: 'desc' }];
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

describe('list pages', () => {
  let store: SqliteStore;
  beforeAll(async () => {
    store = new SqliteStore(':memory:');
    // 30 documents: every third one 'b', the others 'a'; every fifth one is 'odd' for the last check.
    for (let i = 0; i < 30; i++) await store.set('docs', `d${String(i).padStart(2, '0')}`, { kind: i % 3 === 0 ? 'b' : 'a', odd: i % 5 === 0, created_at: at(i) });
  });
  afterAll(() => store.close());

  const sources: Query[] = [
    { where: [['kind', '==', 'a']], orderBy: NEWEST_FIRST },
    { where: [['kind', '==', 'b']], orderBy: NEWEST_FIRST },
  ];
  const all = async (request: { sources: Query[]; limit: number; keep?: (d: { odd: boolean }) => boolean; total?: Promise<number> }) => {
    const seen: string[] = [];
    const reads: number[] = [];
    let cursor = '';
    for (;;) {
      const { result, reads: r } = await withStoreUsage(store, () => readListPage<{ odd: boolean }>(store, { collection: 'docs', cursor, listed: 'test', ...request }));
      seen.push(...result.items.map((d) => d.id));
      reads.push(r);
      if (!result.nextCursor) return { seen, reads };
      cursor = result.nextCursor;
    }
  };

  it('merges several sources in order, page after page, each document once', async () => {
    const { seen, reads } = await all({ sources, limit: 4 });
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `d${String(29 - i).padStart(2, '0')}`));
    // Never more than (limit + 1) per source; a finished source is not read again.
    expect(Math.max(...reads)).toBeLessThanOrEqual(2 * 5);
  });

  it('applies the last check with a bounded number of reads, and still sees everything', async () => {
    const { seen, reads } = await all({ sources: [{ orderBy: NEWEST_FIRST }], limit: 2, keep: (d) => d.odd });
    expect(seen).toEqual(['d25', 'd20', 'd15', 'd10', 'd05', 'd00']);
    expect(Math.max(...reads)).toBeLessThanOrEqual(3 * 3);
  });

  it('a counted list of one source reads limit documents per page, and the count says when it ends', async () => {
    for (const limit of [4, 5, 30, 50]) {
      const total = Promise.resolve(await store.count('docs'));
      const { seen, reads } = await all({ sources: [{ orderBy: NEWEST_FIRST }], limit, total });
      expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `d${String(29 - i).padStart(2, '0')}`));
      // Exactly the documents shown: no page reads one more to find out whether another follows.
      expect(reads.reduce((a, b) => a + b, 0)).toBe(30);
      expect(reads).toHaveLength(Math.max(1, Math.ceil(30 / limit)));
    }
  });

  it('a counted list of several sources reads at most limit documents per source per page, one read each', async () => {
    const empty: Query = { where: [['kind', '==', 'none']], orderBy: NEWEST_FIRST };
    for (const limit of [1, 4, 10, 30, 50]) {
      const total = Promise.resolve(await store.count('docs'));
      const { seen, reads } = await all({ sources: [...sources, empty], limit, total });
      expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `d${String(29 - i).padStart(2, '0')}`));
      expect(reads).toHaveLength(Math.max(1, Math.ceil(30 / limit)));
      // A source that ended is not read again; an empty one costs its one read on the first page.
      expect(Math.max(...reads)).toBeLessThanOrEqual(2 * limit + 1);
    }
    // The common case of a union: one source holds the page, the others nothing: the page plus one read each.
    const { reads } = await all({ sources: [{ orderBy: NEWEST_FIRST }, empty], limit: 10, total: Promise.resolve(30) });
    expect(reads).toEqual([11, 10, 10]);
  });

  it('refuses a cursor whose listed count is not a whole number', async () => {
    const page = await readListPage(store, { collection: 'docs', sources: [{ orderBy: NEWEST_FIRST }], limit: 2, cursor: '', listed: 'test' });
    const parsed = JSON.parse(Buffer.from(page.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(parsed['n']).toBe(2);
    const forged = Buffer.from(JSON.stringify({ ...parsed, n: -1 })).toString('base64url');
    await expect(readListPage(store, { collection: 'docs', sources: [{ orderBy: NEWEST_FIRST }], limit: 2, cursor: forged, listed: 'test' })).rejects.toThrow('Curseur de pagination invalide');
  });

  it('refuses a cursor made for another list, or for other sources', async () => {
    const page = await readListPage(store, { collection: 'docs', sources, limit: 2, cursor: '', listed: 'test' });
    await expect(readListPage(store, { collection: 'docs', sources, limit: 2, cursor: page.nextCursor!, listed: 'other' })).rejects.toThrow('Curseur de pagination invalide');
    await expect(readListPage(store, { collection: 'docs', sources: sources.slice(0, 1), limit: 2, cursor: page.nextCursor!, listed: 'test' })).rejects.toThrow('Curseur de pagination invalide');
  });
});
