import { SqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/port';
import { cutOffAt } from '../test-support/cut-off-store';
import { withStoreUsage } from '../test-support/store-usage';
import { listClients } from '../services/clients/list-clients';
import { listQuotes, listQuotesSchema } from '../services/quotes/list-quotes';
import { BACKFILL_ID, backfillListFields, JOB_STATE } from './backfill-list-fields';

const now = new Date('2026-11-24T08:00:00Z');

/** Records as stored before the lists were paginated: no name_key, no search_tokens. */
async function seedLegacy(store: Store): Promise<void> {
  await store.runTransaction(async (tx) => {
    for (let i = 0; i < 25; i++) {
      await tx.set('clients', `c${i}`, { user_id: 'u1', company_name: `Client ${i}`, contact_name: null, email: null, created_at: 'x', updated_at: 'x' });
    }
    await tx.set('quotes', 'q1', {
      user_id: 'u1',
      quote_number: '2026-001',
      title: 'Boulangerie',
      status: 'draft',
      client: { company_name: 'Boulangerie Légère' },
      search_text: '2026-001 | boulangerie legere | boulangerie',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: 'x',
    });
    await tx.set('services', 's1', { user_id: 'u1', name: 'Audit', description: null, updated_at: 'x' });
  });
}

describe('the list fields backfill', () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = new SqliteStore(':memory:');
    await seedLegacy(store);
  });
  afterEach(() => store.close());

  it('brings older records into their lists and searches', async () => {
    const input = { search: '', limit: 50, cursor: '' };
    expect((await listClients({ store }, 'u1', input)).items).toHaveLength(0);
    expect(await backfillListFields({ store }, { pageSize: 10 })).toEqual({ updated: 27 });
    expect((await listClients({ store }, 'u1', input)).items.map((c) => c.company_name).slice(0, 3)).toEqual(['Client 0', 'Client 1', 'Client 2']);
    const found = await listQuotes({ store, now: () => now }, 'u1', listQuotesSchema.validateSync({ search: 'legere' }));
    expect(found.items.map((q) => q.id)).toEqual(['q1']);
    expect(found.items[0]).not.toHaveProperty('search_text');
    // Their own dates are kept: the dashboard's recent activity does not see them as new.
    expect((await store.get('clients', 'c0'))?.['updated_at']).toBe('x');
  });

  it('goes on where it was cut off, and costs one read once done', async () => {
    await expect(backfillListFields({ store: cutOffAt(store, 3) }, { pageSize: 10 })).rejects.toThrow('cut off');
    expect(await store.get(JOB_STATE, BACKFILL_ID)).toMatchObject({ done: ['quotes'], after: 'c17' });
    expect(await backfillListFields({ store }, { pageSize: 10 })).toEqual({ updated: 27 - 1 - 10 });
    const again = await withStoreUsage(store, () => backfillListFields({ store }));
    expect(again).toMatchObject({ result: { updated: 0 }, reads: 1, writes: 0 });
  });
});
