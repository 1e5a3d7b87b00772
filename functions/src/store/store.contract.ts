import { randomUUID } from 'node:crypto';
import { StoreConflictError, StoreNotFoundError, type Query, type Store } from './port';
import { positionOf, queryOrder } from './query-order';
import { countStoreUsage, noUsage, usageSince } from './usage';

/** Contract cases a backend may be unable to run; each needs a reason and a test showing why. */
export type ContractCase =
  | 'set replaces'
  | 'null equality'
  | 'nested field queries'
  | 'keyset pages'
  | 'orderBy leaves out missing fields'
  | 'mixed type order'
  | 'default order by id'
  | 'atomic commit'
  | 'transaction isolation';

export interface Limitation {
  /** Why the case cannot run, and where it is covered instead. */
  reason: string;
  /** Asserts the limitation is real, so that a fixed backend fails here and gets the case back. */
  demonstrate(store: Store, collection: string): Promise<void>;
}

export interface StoreContractOptions {
  open(): Promise<Store>;
  /** Ends the run (default: store.close()). */
  close?(store: Store): Promise<void>;
  lacks?: Partial<Record<ContractCase, Limitation>>;
}

/** The behaviour every Store adapter must have. Each test works in collections of its own. */
export function storeContract(adapter: string, options: StoreContractOptions): void {
  describe(`${adapter} store contract`, () => {
    let store: Store;
    let n = 0;
    const fresh = (): string => `c${(n += 1)}_${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      store = await options.open();
    });
    afterAll(async () => {
      await (options.close ? options.close(store) : store.close());
    });

    /** A case that runs here, or the named test documenting why it cannot. */
    const contractCase = (name: ContractCase, title: string, body: () => Promise<void>): void => {
      const limitation = options.lacks?.[name];
      if (limitation) {
        it(`cannot run "${title}": ${limitation.reason}`, () => limitation.demonstrate(store, fresh()));
      } else {
        it(title, body);
      }
    };

    describe('documents', () => {
      it('creates a document with a 20-character generated id and reads it back', async () => {
        const c = fresh();
        const id = await store.create(c, { name: 'Dupont', total: 1250 });
        expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(await store.get(c, id)).toEqual({ id, name: 'Dupont', total: 1250 });
      });

      it('generates a different id for each document', async () => {
        const c = fresh();
        const ids = await Promise.all([1, 2, 3, 4, 5].map((i) => store.create(c, { i })));
        expect(new Set(ids).size).toBe(5);
      });

      it('returns null for a missing document', async () => {
        expect(await store.get(fresh(), 'missing')).toBeNull();
      });

      it('creates with a given id only when absent (create-if-absent)', async () => {
        const c = fresh();
        expect(await store.create(c, { v: 1 }, 'a')).toBe('a');
        await expect(store.create(c, { v: 2 }, 'a')).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.get(c, 'a')).toEqual({ id: 'a', v: 1 });
      });

      it('keeps JSON values as they were written', async () => {
        const c = fresh();
        const data = {
          text: 'Devis n° 2025-001 — éléments',
          integer: 123456,
          negative: -3,
          decimal: 1.5,
          yes: true,
          no: false,
          nothing: null,
          list: [1, 'two', { three: 3 }],
          nested: { client: { company_name: 'ACME', tags: [] } },
          empty: {},
        };
        await store.set(c, 'doc', data);
        expect(await store.get(c, 'doc')).toEqual({ id: 'doc', ...data });
      });

      it('drops undefined properties at any depth, as JSON does', async () => {
        const c = fresh();
        await store.set(c, 'doc', { kept: 1, gone: undefined, nested: { gone: undefined, kept: 'x' } });
        await store.update(c, 'doc', { later: undefined, added: 2 });
        expect(await store.get(c, 'doc')).toStrictEqual({ id: 'doc', kept: 1, nested: { kept: 'x' }, added: 2 });
      });

      it('treats the id as the address, not as a field', async () => {
        const c = fresh();
        await store.set(c, 'real', { id: 'other', v: 1 });
        expect(await store.get(c, 'real')).toEqual({ id: 'real', v: 1 });
        expect(await store.get(c, 'other')).toBeNull();
      });

      contractCase('set replaces', 'set creates a document, then replaces it whole', async () => {
        const c = fresh();
        await store.set(c, 'x', { a: 1, b: 2 });
        await store.set(c, 'x', { c: 3 });
        expect(await store.get(c, 'x')).toEqual({ id: 'x', c: 3 });
      });

      it('update merges top-level fields and replaces nested objects whole', async () => {
        const c = fresh();
        await store.set(c, 'x', { a: 1, b: 2, client: { name: 'A', city: 'Lyon' } });
        await store.update(c, 'x', { b: 3, client: { name: 'B' }, added: null });
        expect(await store.get(c, 'x')).toEqual({ id: 'x', a: 1, b: 3, client: { name: 'B' }, added: null });
      });

      it('update fails with StoreNotFoundError when the document is absent', async () => {
        const c = fresh();
        await expect(store.update(c, 'nope', { a: 1 })).rejects.toBeInstanceOf(StoreNotFoundError);
        expect(await store.get(c, 'nope')).toBeNull();
      });

      it('deletes a document, and deleting a missing one is not an error', async () => {
        const c = fresh();
        await store.set(c, 'x', { a: 1 });
        await store.delete(c, 'x');
        expect(await store.get(c, 'x')).toBeNull();
        await expect(store.delete(c, 'x')).resolves.toBeUndefined();
      });

      it('keeps collections apart', async () => {
        const [c1, c2] = [fresh(), fresh()];
        await store.set(c1, 'same', { from: 1 });
        await store.set(c2, 'same', { from: 2 });
        expect(await store.get(c1, 'same')).toEqual({ id: 'same', from: 1 });
        expect(await store.query(c2)).toEqual([{ id: 'same', from: 2 }]);
      });
    });

    describe('queries', () => {
      /** Quotes of two owners; ids in alphabetical order of creation date. */
      const seedQuotes = async (c: string): Promise<void> => {
        const quotes = [
          { id: 'q1', user_id: 'u1', status: 'draft', total: 1000, created_at: '2025-01-10T09:00:00.000Z', client_name: 'Alpha' },
          { id: 'q2', user_id: 'u1', status: 'sent', total: 2500, created_at: '2025-02-01T09:00:00.000Z', client_name: 'Beta' },
          { id: 'q3', user_id: 'u1', status: 'accepted', total: 500, created_at: '2025-03-15T09:00:00.000Z', client_name: 'Alpha' },
          { id: 'q4', user_id: 'u2', status: 'draft', total: 4000, created_at: '2025-01-20T09:00:00.000Z', client_name: 'Gamma' },
          { id: 'q5', user_id: 'u1', status: 'draft', total: 750, created_at: '2025-04-01T09:00:00.000Z', client_name: 'Beta' },
        ];
        for (const { id, ...data } of quotes) await store.set(c, id, data);
      };
      const ids = (docs: { id: string }[]): string[] => docs.map((d) => d.id);

      it('filters on equality, on a string and on a number', async () => {
        const c = fresh();
        await seedQuotes(c);
        const byOwner = await store.query(c, { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at' }] });
        expect(ids(byOwner)).toEqual(['q1', 'q2', 'q3', 'q5']);
        expect(ids(await store.query(c, { where: [['total', '==', 2500]] }))).toEqual(['q2']);
      });

      contractCase('nested field queries', 'filters and orders on nested fields (dotted paths)', async () => {
        const c = fresh();
        await store.set(c, 'a', { client: { company_name: 'Beta', city: 'Lyon' } });
        await store.set(c, 'b', { client: { company_name: 'Alpha', city: 'Lyon' } });
        await store.set(c, 'c', { client: { company_name: 'Gamma', city: 'Paris' } });
        const lyon = await store.query(c, { where: [['client.city', '==', 'Lyon']], orderBy: [{ field: 'client.company_name' }] });
        expect(ids(lyon)).toEqual(['b', 'a']);
      });

      it('combines equality filters', async () => {
        const c = fresh();
        await seedQuotes(c);
        const docs = await store.query(c, {
          where: [
            ['user_id', '==', 'u1'],
            ['status', '==', 'draft'],
          ],
          orderBy: [{ field: 'created_at' }],
        });
        expect(ids(docs)).toEqual(['q1', 'q5']);
      });

      it('matches values of the same type only', async () => {
        const c = fresh();
        await store.set(c, 'number', { v: 1 });
        await store.set(c, 'text', { v: '1' });
        await store.set(c, 'boolean', { v: true });
        await store.set(c, 'missing', { other: 1 });
        expect(ids(await store.query(c, { where: [['v', '==', 1]] }))).toEqual(['number']);
        expect(ids(await store.query(c, { where: [['v', '==', '1']] }))).toEqual(['text']);
        expect(ids(await store.query(c, { where: [['v', '==', true]] }))).toEqual(['boolean']);
        expect(ids(await store.query(c, { where: [['v', '>', 0]] }))).toEqual(['number']);
        expect(ids(await store.query(c, { where: [['v', '>=', '']] }))).toEqual(['text']);
      });

      it('keeps types apart for 0 and 1 against booleans, and for strings against objects and arrays', async () => {
        const c = fresh();
        await store.set(c, 'zero', { v: 0 });
        await store.set(c, 'one', { v: 1 });
        await store.set(c, 'true', { v: true });
        await store.set(c, 'false', { v: false });
        await store.set(c, 'object', { v: { a: 1 } });
        await store.set(c, 'array', { v: [1] });
        await store.set(c, 'object-text', { v: '{"a":1}' });
        await store.set(c, 'array-text', { v: '[1]' });
        await store.set(c, 'date', { v: '2025-02-01' });
        expect(ids(await store.query(c, { where: [['v', '==', 0]] }))).toEqual(['zero']);
        expect(ids(await store.query(c, { where: [['v', '==', 1]] }))).toEqual(['one']);
        expect(ids(await store.query(c, { where: [['v', '==', '{"a":1}']] }))).toEqual(['object-text']);
        expect(ids(await store.query(c, { where: [['v', '==', '[1]']] }))).toEqual(['array-text']);
        expect(ids(await store.query(c, { where: [['v', 'in', ['[1]', '2025-02-01']]] })).sort()).toEqual(['array-text', 'date']);
        expect(ids(await store.query(c, { where: [['v', '<', '2026']] }))).toEqual(['date']);
        expect(ids(await store.query(c, { where: [['v', '<=', '2025-02-01']] }))).toEqual(['date']);
        expect(ids(await store.query(c, { where: [['v', '>', '2026']] })).sort()).toEqual(['array-text', 'object-text']);
        expect(await store.count(c, { where: [['v', '==', 1]] })).toBe(1);
      });

      it('counts a status among one owner\'s documents, and counts a page when given a limit', async () => {
        const c = fresh();
        await seedQuotes(c);
        expect(await store.count(c, { where: [['user_id', '==', 'u1'], ['status', '==', 'draft']] })).toBe(2);
        expect(await store.count(c, { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at' }], limit: 3 })).toBe(3);
      });

      contractCase('null equality', 'filters on null, apart from missing fields', async () => {
        const c = fresh();
        await store.set(c, 'null', { v: null });
        await store.set(c, 'zero', { v: 0 });
        await store.set(c, 'missing', { other: 1 });
        expect(ids(await store.query(c, { where: [['v', '==', null]] }))).toEqual(['null']);
        expect(ids(await store.query(c, { where: [['v', '!=', null]] }))).toEqual(['zero']);
      });

      it('filters with != and leaves out documents without the field', async () => {
        const c = fresh();
        await seedQuotes(c);
        await store.set(c, 'no-status', { user_id: 'u1' });
        const docs = await store.query(c, { where: [['status', '!=', 'draft']] });
        expect(ids(docs).sort()).toEqual(['q2', 'q3']);
      });

      it('filters with in', async () => {
        const c = fresh();
        await seedQuotes(c);
        const docs = await store.query(c, { where: [['status', 'in', ['sent', 'accepted']]] });
        expect(ids(docs).sort()).toEqual(['q2', 'q3']);
        const byId = await store.query(c, { where: [['total', 'in', [500, 4000, 9999]]] });
        expect(ids(byId).sort()).toEqual(['q3', 'q4']);
      });

      it('filters on ranges of numbers and of ISO date strings', async () => {
        const c = fresh();
        await seedQuotes(c);
        const sort = (docs: { id: string }[]): string[] => ids(docs).sort();
        expect(sort(await store.query(c, { where: [['total', '<', 1000]] }))).toEqual(['q3', 'q5']);
        expect(sort(await store.query(c, { where: [['total', '<=', 1000]] }))).toEqual(['q1', 'q3', 'q5']);
        expect(sort(await store.query(c, { where: [['total', '>', 2500]] }))).toEqual(['q4']);
        expect(sort(await store.query(c, { where: [['total', '>=', 2500]] }))).toEqual(['q2', 'q4']);
        const february = await store.query(c, {
          where: [
            ['created_at', '>=', '2025-02-01'],
            ['created_at', '<', '2025-04-01'],
          ],
        });
        expect(sort(february)).toEqual(['q2', 'q3']);
      });

      it('combines equality with a range and orders by the range field', async () => {
        const c = fresh();
        await seedQuotes(c);
        const docs = await store.query(c, {
          where: [
            ['user_id', '==', 'u1'],
            ['created_at', '>=', '2025-02-01'],
          ],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
        });
        expect(ids(docs)).toEqual(['q5', 'q3', 'q2']);
      });

      it('orders ascending and descending, on several fields', async () => {
        const c = fresh();
        await seedQuotes(c);
        expect(ids(await store.query(c, { orderBy: [{ field: 'total' }] }))).toEqual(['q3', 'q5', 'q1', 'q2', 'q4']);
        expect(ids(await store.query(c, { orderBy: [{ field: 'created_at', direction: 'desc' }] }))).toEqual(['q5', 'q3', 'q2', 'q4', 'q1']);
        const twoKeys = await store.query(c, {
          orderBy: [{ field: 'client_name' }, { field: 'total', direction: 'desc' }],
        });
        expect(ids(twoKeys)).toEqual(['q1', 'q3', 'q2', 'q5', 'q4']);
      });

      it('limits the number of results', async () => {
        const c = fresh();
        await seedQuotes(c);
        const docs = await store.query(c, { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at', direction: 'desc' }], limit: 2 });
        expect(ids(docs)).toEqual(['q5', 'q3']);
      });

      contractCase('keyset pages', 'pages with startAfter on (created_at, id), ties on the instant included', async () => {
        const c = fresh();
        await seedQuotes(c);
        // Same instant as q3: the id breaks the tie (descending, like the rest of the order).
        await store.set(c, 'q0', { user_id: 'u1', status: 'draft', total: 1, created_at: '2025-03-15T09:00:00.000Z' });
        const query: Query = { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'created_at', direction: 'desc' }], limit: 2 };
        const pages: string[][] = [];
        let after: unknown[] | undefined;
        for (;;) {
          const page = await store.query(c, { ...query, ...(after ? { startAfter: after } : {}) });
          if (page.length === 0) break;
          pages.push(ids(page));
          after = positionOf(query, page.at(-1)!);
        }
        expect(pages).toEqual([['q5', 'q3'], ['q0', 'q2'], ['q1']]);
        expect(positionOf(query, { id: 'q3', created_at: '2025-03-15T09:00:00.000Z' })).toEqual(['2025-03-15T09:00:00.000Z', 'q3']);
        // A document inserted before the cursor does not shift the next page.
        await store.set(c, 'q9', { user_id: 'u1', created_at: '2026-01-01T00:00:00.000Z' });
        expect(ids(await store.query(c, { ...query, startAfter: ['2025-03-15T09:00:00.000Z', 'q3'] }))).toEqual(['q0', 'q2']);
        expect(await store.count(c, { where: query.where, startAfter: ['2025-03-15T09:00:00.000Z', 'q3'], orderBy: query.orderBy })).toBe(3);
      });

      contractCase('keyset pages', 'pages a range filter on another field than the order, which orders next', async () => {
        const c = fresh();
        const rows = [
          { id: 'a', status: 'sent', valid_until: '2025-06-30', created_at: '2025-01-03' },
          { id: 'b', status: 'sent', valid_until: '2025-05-01', created_at: '2025-01-02' },
          { id: 'c', status: 'sent', valid_until: '2025-07-01', created_at: '2025-01-02' },
          { id: 'd', status: 'sent', valid_until: '2025-01-01', created_at: '2025-01-04' },
          { id: 'e', status: 'draft', valid_until: '2025-09-01', created_at: '2025-01-05' },
        ];
        for (const { id, ...data } of rows) await store.set(c, id, data);
        const query: Query = {
          where: [['status', '==', 'sent'], ['valid_until', '>=', '2025-02-01']],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
          limit: 2,
        };
        expect(queryOrder(query)).toEqual([{ field: 'created_at', direction: 'desc' }, { field: 'valid_until', direction: 'desc' }]);
        const first = await store.query(c, query);
        expect(ids(first)).toEqual(['a', 'c']);
        const after = positionOf(query, first.at(-1)!);
        expect(after).toEqual(['2025-01-02', '2025-07-01', 'c']);
        expect(ids(await store.query(c, { ...query, startAfter: after }))).toEqual(['b']);
      });

      it('refuses a startAfter that does not match the order', async () => {
        const c = fresh();
        const query: Query = { orderBy: [{ field: 'created_at' }] };
        await expect(store.query(c, { ...query, startAfter: ['2025-01-01'] })).rejects.toThrow('startAfter takes 2 values');
        await expect(store.query(c, { ...query, startAfter: [{}, 'x'] })).rejects.toThrow('strings or numbers');
      });

      it('filters with array-contains, on values of the same type only', async () => {
        const c = fresh();
        await store.set(c, 'a', { user_id: 'u1', tags: ['bou', 'boulangerie', 'martin'], created_at: '2025-01-02' });
        await store.set(c, 'b', { user_id: 'u1', tags: ['bou', 'bouquet'], created_at: '2025-01-03' });
        await store.set(c, 'c', { user_id: 'u2', tags: ['bou'], created_at: '2025-01-04' });
        await store.set(c, 'd', { user_id: 'u1', tags: 'bou', created_at: '2025-01-05' });
        await store.set(c, 'e', { user_id: 'u1', tags: [1, 'x'], created_at: '2025-01-06' });
        const own = (tag: unknown): Query => ({ where: [['user_id', '==', 'u1'], ['tags', 'array-contains', tag]], orderBy: [{ field: 'created_at', direction: 'desc' }] });
        expect(ids(await store.query(c, own('bou')))).toEqual(['b', 'a']);
        expect(ids(await store.query(c, own('martin')))).toEqual(['a']);
        expect(ids(await store.query(c, own('ma')))).toEqual([]);
        expect(ids(await store.query(c, own(1)))).toEqual(['e']);
        expect(ids(await store.query(c, own('1')))).toEqual([]);
        expect(await store.count(c, { where: own('bou').where })).toBe(2);
      });

      it('follows array items through set, update, transactions and delete', async () => {
        const c = fresh();
        const having = async (tag: string) => ids(await store.query(c, { where: [['tags', 'array-contains', tag]] }));
        await store.set(c, 'a', { tags: ['old'] });
        await store.update(c, 'a', { tags: ['new', 'newer'] });
        expect(await having('old')).toEqual([]);
        expect(await having('newer')).toEqual(['a']);
        await store.runTransaction(async (tx) => {
          await tx.set(c, 'b', { tags: ['newer'] });
          await tx.update(c, 'a', { other: 1 });
        });
        expect(await having('newer')).toEqual(['a', 'b']);
        await store.update(c, 'a', { tags: [] });
        await store.delete(c, 'b');
        expect(await having('newer')).toEqual([]);
      });

      contractCase('orderBy leaves out missing fields', 'leaves out documents without the orderBy field', async () => {
        const c = fresh();
        await store.set(c, 'a', { rank: 2 });
        await store.set(c, 'b', { other: 1 });
        await store.set(c, 'c', { rank: 1 });
        expect(ids(await store.query(c, { orderBy: [{ field: 'rank' }] }))).toEqual(['c', 'a']);
        expect(await store.count(c, { orderBy: [{ field: 'rank' }] })).toBe(2);
      });

      contractCase('mixed type order', 'orders mixed types as null, then numbers, then strings', async () => {
        const c = fresh();
        await store.set(c, 's', { v: 'abc' });
        await store.set(c, 'n2', { v: 10 });
        await store.set(c, 'z', { v: null });
        await store.set(c, 'n1', { v: 2.5 });
        expect(ids(await store.query(c, { orderBy: [{ field: 'v' }] }))).toEqual(['z', 'n1', 'n2', 's']);
        expect(ids(await store.query(c, { orderBy: [{ field: 'v', direction: 'desc' }] }))).toEqual(['s', 'n2', 'n1', 'z']);
      });

      contractCase('default order by id', 'orders by id without orderBy, and breaks ties by id', async () => {
        const c = fresh();
        for (const id of ['m', 'b', 'x', 'a']) await store.set(c, id, { same: 1 });
        expect(ids(await store.query(c))).toEqual(['a', 'b', 'm', 'x']);
        expect(ids(await store.query(c, { orderBy: [{ field: 'same' }] }))).toEqual(['a', 'b', 'm', 'x']);
      });

      it('returns only the selected fields and the id, leaving out fields a document lacks', async () => {
        const c = fresh();
        await seedQuotes(c);
        await store.set(c, 'q6', { user_id: 'u1', created_at: '2025-05-01T09:00:00.000Z', client: { name: 'Delta' }, lines: [{ n: 1 }] });
        const docs = await store.query(c, {
          where: [['user_id', '==', 'u1']],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
          limit: 2,
          select: ['client', 'status', 'total'],
        });
        expect(docs).toEqual([
          { id: 'q6', client: { name: 'Delta' } },
          { id: 'q5', status: 'draft', total: 750 },
        ]);
        expect(await store.query(c, { where: [['total', '==', 500]], select: [] })).toEqual([{ id: 'q3' }]);
        await expect(store.query(c, { select: ['client.name'] })).rejects.toThrow('top-level field names only');
      });

      it('counts matching documents', async () => {
        const c = fresh();
        await seedQuotes(c);
        expect(await store.count(c)).toBe(5);
        expect(await store.count(c, { where: [['user_id', '==', 'u1']] })).toBe(4);
        expect(await store.count(c, { where: [['status', '==', 'refused']] })).toBe(0);
        expect(await store.count(fresh())).toBe(0);
      });
    });

    describe('transactions', () => {
      it('commits the writes and returns the result of the function', async () => {
        const c = fresh();
        await store.set(c, 'counter', { value: 1 });
        const result = await store.runTransaction(async (tx) => {
          const counter = await tx.get<{ value: number }>(c, 'counter');
          const id = await tx.create(c, { copy: counter?.value });
          await tx.update(c, 'counter', { value: (counter?.value ?? 0) + 1 });
          await tx.set(c, 'other', { v: 'x' });
          return id;
        });
        expect(await store.get(c, 'counter')).toEqual({ id: 'counter', value: 2 });
        expect(await store.get(c, result)).toEqual({ id: result, copy: 1 });
        expect(await store.get(c, 'other')).toEqual({ id: 'other', v: 'x' });
      });

      it('reads queries inside a transaction', async () => {
        const c = fresh();
        await store.set(c, 'a', { user_id: 'u1', n: 1 });
        await store.set(c, 'b', { user_id: 'u1', n: 2 });
        const total = await store.runTransaction(async (tx) => {
          const docs = await tx.query<{ n: number }>(c, { where: [['user_id', '==', 'u1']] });
          await tx.delete(c, 'a');
          return docs.reduce((sum, d) => sum + d.n, 0);
        });
        expect(total).toBe(3);
        expect(await store.get(c, 'a')).toBeNull();
      });

      it('writes nothing when the function throws', async () => {
        const c = fresh();
        await store.set(c, 'kept', { v: 1 });
        await expect(
          store.runTransaction(async (tx) => {
            await tx.get(c, 'kept');
            await tx.set(c, 'kept', { v: 2 });
            await tx.create(c, { v: 3 }, 'new');
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        expect(await store.get(c, 'kept')).toEqual({ id: 'kept', v: 1 });
        expect(await store.get(c, 'new')).toBeNull();
      });

      it('refuses a read after a write', async () => {
        const c = fresh();
        await expect(
          store.runTransaction(async (tx) => {
            await tx.set(c, 'a', { v: 1 });
            await tx.get(c, 'a');
          }),
        ).rejects.toThrow('Transaction reads must come before writes');
        expect(await store.get(c, 'a')).toBeNull();
      });

      it('fails with StoreConflictError when a create-if-absent meets an existing document', async () => {
        const c = fresh();
        await store.set(c, 'taken', { v: 1 });
        await expect(
          store.runTransaction(async (tx) => {
            await tx.get(c, 'taken');
            await tx.create(c, { v: 2 }, 'taken');
          }),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.get(c, 'taken')).toEqual({ id: 'taken', v: 1 });
      });

      contractCase('atomic commit', 'writes nothing when one write of the transaction fails', async () => {
        const c = fresh();
        await store.set(c, 'taken', { v: 1 });
        await expect(
          store.runTransaction(async (tx) => {
            await tx.set(c, 'side', { v: 1 });
            await tx.create(c, { v: 2 }, 'taken');
          }),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.get(c, 'side')).toBeNull();
      });

      contractCase('transaction isolation', '20 concurrent read-increment-write transactions end at 20', async () => {
        const c = fresh();
        await store.set(c, 'counter', { value: 0 });
        await Promise.all(
          Array.from({ length: 20 }, () =>
            store.runTransaction(async (tx) => {
              const counter = await tx.get<{ value: number }>(c, 'counter');
              await tx.update(c, 'counter', { value: (counter?.value ?? 0) + 1 });
            }),
          ),
        );
        expect(await store.get(c, 'counter')).toEqual({ id: 'counter', value: 20 });
      });

      contractCase('transaction isolation', 'numbers 20 concurrent creations from a counter, without gaps or duplicates', async () => {
        const c = fresh();
        await Promise.all(
          Array.from({ length: 20 }, () =>
            store.runTransaction(async (tx) => {
              const counter = await tx.get<{ last: number }>(c, 'counter');
              const number = (counter?.last ?? 0) + 1;
              await tx.set(c, 'counter', { last: number });
              await tx.create(c, { number }, `n${String(number).padStart(3, '0')}`);
            }),
          ),
        );
        const numbers = (await store.query<{ number: number }>(c, { orderBy: [{ field: 'number' }] })).map((d) => d.number);
        expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      });
    });

    describe('watch (the change signal behind live updates)', () => {
      const newest = (uid: string): Query => ({ where: [['user_id', '==', uid]], orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: 1 });
      /** The watch's outcome so far: pending until it answers. */
      const tracked = <T>(promise: Promise<T>) => {
        const state: { settled: boolean; value?: T } = { settled: false };
        void promise.then((value) => Object.assign(state, { settled: true, value }), () => Object.assign(state, { settled: true }));
        return state;
      };
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      it('answers at once with the current cursor when asked without one, the same cursor for the same answer', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const first = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        // With the answer it fingerprints: live updates read the newest document's time from it.
        expect(first).toEqual({ cursor: expect.stringMatching(/^[0-9a-f]{16}$/), changed: false, docs: [{ id: 'q1', user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' }] });
        expect(await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 })).toEqual(first);
        const empty = await store.watch(c, newest('nobody'), { after: null, timeoutMs: 10_000 });
        expect(empty.cursor).not.toBe(first.cursor);
        expect(empty.docs).toEqual([]);
      });

      it('answers at once, changed, when the answer already differs from the cursor', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const { cursor } = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        await store.update(c, 'q1', { status: 'accepted', updated_at: '2026-11-23T10:05:00.000Z' });
        const started = Date.now();
        const answer = await store.watch(c, newest('u1'), { after: cursor, timeoutMs: 10_000 });
        expect(answer.changed).toBe(true);
        expect(answer.cursor).not.toBe(cursor);
        expect(answer.docs).toEqual([{ id: 'q1', user_id: 'u1', status: 'accepted', updated_at: '2026-11-23T10:05:00.000Z' }]);
        expect(Date.now() - started).toBeLessThan(5_000);
      });

      it('waits while nothing matching changes, and answers when a matching document is written', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const { cursor } = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        const watching = store.watch(c, newest('u1'), { after: cursor, timeoutMs: 20_000 });
        const state = tracked(watching);
        await store.set(c, 'other', { user_id: 'u2', updated_at: '2026-11-23T11:00:00.000Z' });
        await pause(300);
        expect(state.settled).toBe(false);
        await store.create(c, { user_id: 'u1', updated_at: '2026-11-23T10:10:00.000Z' });
        const answer = await watching;
        expect(answer.changed).toBe(true);
        expect(answer.cursor).not.toBe(cursor);
        expect(await store.watch(c, newest('u1'), { after: answer.cursor, timeoutMs: 1 })).toEqual({ cursor: answer.cursor, changed: false });
      });

      it('hears a write committed by a transaction', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const { cursor } = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        const watching = store.watch(c, newest('u1'), { after: cursor, timeoutMs: 20_000 });
        await pause(100);
        await store.runTransaction(async (tx) => {
          const q = await tx.get(c, 'q1');
          await tx.update(c, 'q1', { seen: q !== null, updated_at: '2026-11-23T10:01:00.000Z' });
        });
        expect((await watching).changed).toBe(true);
      });

      it('answers unchanged, with the same cursor, on timeout and when the caller aborts', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const { cursor } = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        expect(await store.watch(c, newest('u1'), { after: cursor, timeoutMs: 200 })).toEqual({ cursor, changed: false });
        const controller = new AbortController();
        const watching = store.watch(c, newest('u1'), { after: cursor, timeoutMs: 20_000, signal: controller.signal });
        await pause(100);
        const started = Date.now();
        controller.abort();
        expect(await watching).toEqual({ cursor, changed: false });
        expect(Date.now() - started).toBeLessThan(1_000);
        const gone = store.watch(c, newest('u1'), { after: cursor, timeoutMs: 20_000, signal: AbortSignal.abort() });
        expect(await gone).toEqual({ cursor, changed: false });
        expect(Date.now() - started).toBeLessThan(1_000);
      });

      it('bills a held watch like its query, and a change 1 read per document that changed', async () => {
        const c = fresh();
        await store.set(c, 'q1', { user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
        const before = store.usage();
        const { cursor } = await store.watch(c, newest('u1'), { after: null, timeoutMs: 10_000 });
        await store.watch(c, newest('u1'), { after: cursor, timeoutMs: 200 });
        expect(usageSince(before, store.usage())).toEqual({ reads: 2, writes: 0 });
        const watching = store.watch(c, newest('u1'), { after: cursor, timeoutMs: 20_000 });
        await pause(100);
        const held = store.usage();
        await store.set(c, 'q2', { user_id: 'u1', updated_at: '2026-11-23T10:20:00.000Z' });
        expect((await watching).changed).toBe(true);
        expect(usageSince(held, store.usage())).toEqual({ reads: 1, writes: 1 });
      });
    });

    describe('billed usage (what Firestore bills; the same figures on every adapter)', () => {
      const usageOf = async (action: () => Promise<unknown>) => {
        const before = store.usage();
        await action();
        return usageSince(before, store.usage());
      };

      it('bills a get 1 read, found or not', async () => {
        const c = fresh();
        await store.set(c, 'a', { v: 1 });
        expect(await usageOf(() => store.get(c, 'a'))).toEqual({ reads: 1, writes: 0 });
        expect(await usageOf(() => store.get(c, 'missing'))).toEqual({ reads: 1, writes: 0 });
      });

      it('bills a query 1 read per document returned, and 1 for an empty answer', async () => {
        const c = fresh();
        for (const id of ['a', 'b', 'c']) await store.set(c, id, { user_id: 'u1', n: id });
        expect(await usageOf(() => store.query(c, { where: [['user_id', '==', 'u1']] }))).toEqual({ reads: 3, writes: 0 });
        expect(await usageOf(() => store.query(c, { where: [['user_id', '==', 'u1']], select: ['n'], limit: 2 }))).toEqual({ reads: 2, writes: 0 });
        expect(await usageOf(() => store.query(c, { where: [['user_id', '==', 'nobody']] }))).toEqual({ reads: 1, writes: 0 });
      });

      it('bills a count 1 read per 1,000 documents counted, at least 1', async () => {
        const c = fresh();
        for (let start = 0; start < 1001; start += 250) {
          await store.runTransaction(async (tx) => {
            for (let i = start; i < Math.min(start + 250, 1001); i++) await tx.set(c, `d${i}`, { user_id: 'u1' });
          });
        }
        expect(await usageOf(() => store.count(c, { where: [['user_id', '==', 'u1']] }))).toEqual({ reads: 2, writes: 0 });
        expect(await usageOf(() => store.count(c, { where: [['user_id', '==', 'nobody']] }))).toEqual({ reads: 1, writes: 0 });
      }, 30_000);

      it('bills 1 write per create, set, update and delete, and none for a refused create', async () => {
        const c = fresh();
        expect(await usageOf(async () => {
          await store.create(c, { v: 1 }, 'a');
          await store.set(c, 'b', { v: 1 });
          await store.update(c, 'a', { v: 2 });
          await store.delete(c, 'b');
        })).toEqual({ reads: 0, writes: 4 });
        expect(await usageOf(() => store.create(c, { v: 3 }, 'a').catch(() => undefined))).toEqual({ reads: 0, writes: 0 });
      });

      it('bills a transaction its reads, and its writes only when it commits', async () => {
        const c = fresh();
        await store.set(c, 'a', { user_id: 'u1' });
        await store.set(c, 'b', { user_id: 'u1' });
        const committed = await usageOf(() =>
          store.runTransaction(async (tx) => {
            await tx.get(c, 'a');
            await tx.query(c, { where: [['user_id', '==', 'u1']] });
            await tx.update(c, 'a', { seen: true });
            await tx.set(c, 'c', { user_id: 'u2' });
            await tx.delete(c, 'b');
          }),
        );
        expect(committed).toEqual({ reads: 3, writes: 3 });
        const failed = await usageOf(() =>
          store
            .runTransaction(async (tx) => {
              await tx.get(c, 'a');
              await tx.set(c, 'd', { v: 1 });
              throw new Error('changed my mind');
            })
            .catch(() => undefined),
        );
        expect(failed).toEqual({ reads: 1, writes: 0 });
      });

      it('adds a call to the usage scope it runs in, and only to it', async () => {
        const c = fresh();
        await store.set(c, 'a', { v: 1 });
        const outer = noUsage();
        const inner = noUsage();
        await countStoreUsage(outer, async () => {
          await store.get(c, 'a');
          await countStoreUsage(inner, () => store.set(c, 'b', { v: 2 }));
        });
        await store.get(c, 'a');
        expect(outer).toEqual({ reads: 1, writes: 1 });
        expect(inner).toEqual({ reads: 0, writes: 1 });
      });
    });
  });
}
