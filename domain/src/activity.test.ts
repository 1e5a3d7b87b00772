import { clientActivity, mergeActivity, quoteActivity, serviceActivity, type ActivityItem } from './activity';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();

describe('recent activity', () => {
  it('keeps the 10 newest items across quotes, clients and services', () => {
    const make = (type: ActivityItem['type'], offset: number): ActivityItem[] =>
      Array.from({ length: 5 }, (_, i) => ({ id: `${type}${i}`, type, title: 't', description: 'd', date: at(offset + i * 3) }));
    const merged = mergeActivity(make('quote', 0), make('client', 1), make('service', 2));
    expect(merged).toHaveLength(10);
    expect(merged[0]!.id).toBe('service4');
    const dates = merged.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('describes each kind of record in French', () => {
    expect(
      quoteActivity({ id: 'q', quote_number: '2026-004', title: 'Site vitrine', status: 'sent', updated_at: at(0), client: { company_name: 'Boulangerie Martin' } }),
    ).toEqual({ id: 'q', type: 'quote', title: 'Devis 2026-004', description: 'Site vitrine - Boulangerie Martin', date: at(0), status: 'sent' });
    // A quote a client requested carries the provider's answer (its badge); another quote does not.
    const requested = { id: 'r', quote_number: '2026-005', title: null, status: 'sent' as const, updated_at: at(0), client: null };
    expect(quoteActivity({ ...requested, client_created: true, provider_status: 'pending' }).provider_status).toBe('pending');
    expect(quoteActivity({ ...requested, client_created: false, provider_status: 'pending' })).not.toHaveProperty('provider_status');
    expect(clientActivity({ id: 'c', company_name: 'ACME', contact_name: null, updated_at: at(1) }).description).toBe('Client');
    expect(serviceActivity({ id: 's', name: 'Audit SEO', description: null, updated_at: at(2) }).title).toBe('Audit SEO');
  });
});
