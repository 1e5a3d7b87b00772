import { SqliteStore } from '../../store/sqlite-store';
import { listQuotes, listQuotesSchema } from './list-quotes';
import { newQuoteDoc } from './new-quote-doc';
import { QUOTES, type QuoteDoc } from './quote-record';

const now = new Date('2026-03-10T10:00:00Z');
const input = (search: string) => listQuotesSchema.validateSync({ search });

function quote(uid: string, n: number, company: string): QuoteDoc {
  return newQuoteDoc({
    uid,
    quote_number: `2026-00${n}`,
    title: `Devis ${n}`,
    quote_date: null,
    valid_until: '2026-12-31',
    notes: null,
    client_id: null,
    client: { company_name: company, contact_name: null, email: 'c@exemple.fr', phone: null, address: null, postal_code: null, city: null, country: 'France' },
    client_account_id: null,
    lines: [],
    now: new Date(now.getTime() - n * 60_000),
  });
}

describe('listQuotes search', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = new SqliteStore(':memory:');
  });
  afterEach(() => store.close());

  it('finds quotes stored before search_text existed, and answers summaries without lines', async () => {
    const { search_text: _dropped, ...legacy } = quote('u1', 1, 'Boulangerie Légère');
    await store.create(QUOTES, legacy, 'legacy');
    await store.create(QUOTES, quote('u1', 2, 'Boulangerie Martin'), 'recent');
    await store.create(QUOTES, quote('u2', 3, 'Boulangerie Autre'), 'other');

    const list = await listQuotes({ store, now: () => now }, 'u1', input('boulangerie'));

    expect(list.items.map((q) => q.id)).toEqual(['legacy', 'recent']);
    expect(list.total).toBe(2);
    expect(list.items[0]).not.toHaveProperty('lines');
    expect(list.items[0]).toMatchObject({ quote_number: '2026-001', client: { company_name: 'Boulangerie Légère' } });
    expect((await listQuotes({ store, now: () => now }, 'u1', input('legere'))).items.map((q) => q.id)).toEqual(['legacy']);
  });
});
