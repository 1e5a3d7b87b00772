import { startTestApi, type ProviderCaller, type TestApi } from '../../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function sampleQuote(provider: ProviderCaller) {
  expect((await provider.post('/api/sample-data')).status).toBe(201);
  const list = (await provider.get('/api/quotes')).body;
  return (await provider.get(`/api/quotes/${list.items[0].id}`)).body;
}

test('sample data for a provider under the VAT franchise: every line at 0 %, the quote written under the franchise', async () => {
  const provider = await api.asProvider({ companyName: 'Micro-entreprise Durand' });
  expect((await provider.put('/api/profile', { company_name: 'Micro-entreprise Durand', vat_franchise: true })).status).toBe(200);
  const quote = await sampleQuote(provider);
  expect(quote.lines.length).toBeGreaterThan(0);
  expect(quote.lines.map((l: { tva_rate_percent: number; total_tva: number }) => [l.tva_rate_percent, l.total_tva])).toEqual(
    quote.lines.map(() => [0, 0]),
  );
  expect(quote).toMatchObject({ total_tva: 0, total_ttc: quote.total_ht, vat_franchise: true });
});

test('sample data for a provider charging VAT keeps the services’ rates', async () => {
  const quote = await sampleQuote(await api.asProvider({ companyName: 'Studio TVA' }));
  expect(quote.lines.every((l: { tva_rate_percent: number }) => l.tva_rate_percent === 20)).toBe(true);
  expect(quote).toMatchObject({ vat_franchise: false });
  expect(quote.total_tva).toBeGreaterThan(0);
});
