import { startTestApi, type TestApi } from '../../test-support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => new Date('2026-06-01T10:00:00Z') });
});

afterAll(async () => {
  await api?.close();
});

test('50 quotes created at once through the API get the numbers 2026-001 to 2026-050', async () => {
  const provider = await api.asProvider();
  const clientId = (await provider.post('/api/clients', { company_name: 'Client Numérotation' })).body.id as string;
  const created = await Promise.all(
    Array.from({ length: 50 }, () => provider.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] })),
  );
  expect(created.map((r) => r.status)).toEqual(Array(50).fill(201));
  const numbers = created.map((r) => r.body.quote_number as string).sort();
  expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `2026-${String(i + 1).padStart(3, '0')}`));

  // Another provider starts at 001.
  const other = await api.asProvider();
  const otherClient = (await other.post('/api/clients', { company_name: 'Autre' })).body.id as string;
  const first = await other.post('/api/quotes', { client_id: otherClient, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] });
  expect(first.body.quote_number).toBe('2026-001');
});
