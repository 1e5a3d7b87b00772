import { startSendingTestApi, type SendingTestApi } from '../../test-support/sending-test-api';
import type { ProviderCaller } from '../../test-support/test-api';

let api: SendingTestApi;
let franchise: ProviderCaller;
let charging: ProviderCaller;

beforeAll(async () => {
  api = await startSendingTestApi();
  franchise = await api.asProvider({ companyName: 'Auto-entreprise Durand' });
  charging = await api.asProvider({ companyName: 'Studio TVA' });
});
afterAll(() => api?.close());

const lines = [
  { description: 'Création du logo', quantity: 1, unit_price_ht: 50_000, tva_rate_percent: 20, service_id: 'svc-logo' },
  { description: 'Livret imprimé', quantity: 2, unit_price_ht: 1_234, tva_rate_percent: 5.5 },
];

async function clientOf(owner: ProviderCaller): Promise<string> {
  const client = await owner.post('/api/clients', { company_name: 'Boulangerie Martin' });
  return client.body.id;
}

test('a provider under the VAT franchise saves every line at 0 %: create, edit and duplicate', async () => {
  const clientId = await clientOf(franchise);
  // A quote written before joining the franchise keeps its VAT until it is saved again.
  const before = await franchise.post('/api/quotes', { client_id: clientId, title: 'Avant', lines });
  expect(before.body).toMatchObject({ vat_franchise: false });
  expect(before.body.total_tva).toBeGreaterThan(0);

  const profile = await franchise.put('/api/profile', { company_name: 'Auto-entreprise Durand', vat_franchise: true });
  expect(profile.status).toBe(200);

  const created = await franchise.post('/api/quotes', { client_id: clientId, title: 'Identité visuelle', lines });
  expect(created.status).toBe(201);
  // The quote says it was written under the franchise: its screens print the mention, as its PDF does.
  expect(created.body).toMatchObject({ total_ht: 52_468, total_tva: 0, total_ttc: 52_468, vat_franchise: true });
  expect((await franchise.get(`/api/quotes/${created.body.id}`)).body.vat_franchise).toBe(true);
  expect(created.body.lines.map((l: { tva_rate_percent: number; total_tva: number }) => [l.tva_rate_percent, l.total_tva])).toEqual([[0, 0], [0, 0]]);

  const sent = await api.send(franchise, { quoteId: before.body.id, sendToClientAccount: false });
  expect(sent.status).toBe(200);
  const edited = await franchise.put(`/api/quotes/${before.body.id}`, { client_id: clientId, title: 'Avant, modifié', lines });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ status: 'sent', total_tva: 0, total_ttc: edited.body.total_ht, vat_franchise: true });

  const copy = await franchise.post(`/api/quotes/${before.body.id}/duplicate`, {});
  expect(copy.status).toBe(201);
  expect(copy.body).toMatchObject({ total_tva: 0, vat_franchise: true });
  expect(copy.body.lines.every((l: { tva_rate_percent: number }) => l.tva_rate_percent === 0)).toBe(true);
});

test('a provider charging VAT keeps the rates of each line', async () => {
  const created = await charging.post('/api/quotes', { client_id: await clientOf(charging), lines });
  expect(created.body.lines.map((l: { tva_rate_percent: number }) => l.tva_rate_percent)).toEqual([20, 5.5]);
  expect(created.body).toMatchObject({ total_tva: 10_000 + 136, vat_franchise: false });
});

test('an edit right after a send, within the same millisecond, still allows the re-send', async () => {
  const clientId = await clientOf(charging);
  const quote = await charging.post('/api/quotes', { client_id: clientId, title: 'Refonte', lines });
  api.setNow(new Date());
  try {
    const first = await api.send(charging, { quoteId: quote.body.id, sendToClientAccount: false });
    expect(first.status).toBe(200);
    const unchanged = await api.send(charging, { quoteId: quote.body.id, sendToClientAccount: false });
    expect(unchanged.status).toBe(409);
    expect(unchanged.body.error.message).toBe('Ce devis vient d’être envoyé');
    await charging.put(`/api/quotes/${quote.body.id}`, { client_id: clientId, title: 'Refonte v2', lines });
    const resent = await api.send(charging, { quoteId: quote.body.id, sendToClientAccount: false });
    expect(resent.status).toBe(200);
    expect(resent.body.version).toBe(2);
  } finally {
    api.setNow(null as unknown as Date);
  }
});
