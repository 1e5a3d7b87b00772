import { effectiveStatusOn, QUOTE_STATUSES } from '@devis/domain';
import { SqliteStore } from '../../store/sqlite-store';
import { QUOTES } from './quote-record';
import { countQuotes, effectiveStatusFilters } from './quote-status-filters';

// Every stored status, with a validity day before, on, after today, or none yet (a quote answering a client
// request is sent with valid_until null until a counter-proposal sets it).
const TODAY = '2026-11-24';
const VALID_UNTIL = ['2026-11-23', TODAY, '2026-11-25', null];

describe('effective status filters', () => {
  let store: SqliteStore;
  const docs: { id: string; status: string; valid_until: string | null }[] = [];

  beforeAll(async () => {
    store = new SqliteStore(':memory:');
    for (const status of QUOTE_STATUSES) {
      for (const valid_until of VALID_UNTIL) {
        const id = `${status}-${valid_until ?? 'none'}`;
        docs.push({ id, status, valid_until });
        await store.set(QUOTES, id, { user_id: 'u1', status, valid_until, created_at: '2026-11-01T10:00:00.000Z' });
      }
    }
  });

  afterAll(async () => {
    await store.close();
  });

  it.each(QUOTE_STATUSES)('list and count exactly the quotes whose effective status is %s (the domain rule)', async (status) => {
    const expected = docs.filter((d) => effectiveStatusOn(d, TODAY) === status).map((d) => d.id).sort();
    const listed: string[] = [];
    for (const extra of effectiveStatusFilters(status, TODAY)) {
      listed.push(...(await store.query(QUOTES, { where: [['user_id', '==', 'u1'], ...extra] })).map((d) => d.id));
    }
    expect(listed.sort()).toEqual(expected);
    expect(await countQuotes(store, [['user_id', '==', 'u1']], status, TODAY)).toBe(expected.length);
  });

  it('lists a sent quote without a validity day as sent, never as expired', async () => {
    expect(effectiveStatusOn({ status: 'sent', valid_until: null }, TODAY)).toBe('sent');
    expect(await countQuotes(store, [['user_id', '==', 'u1']], 'sent', TODAY)).toBe(3);
    expect(await countQuotes(store, [['user_id', '==', 'u1']], 'all', TODAY)).toBe(docs.length);
  });
});
