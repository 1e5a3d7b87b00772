/**
 * A quote sent to a client account shows in its portal as it was sent (the sent version, like its PDF and
 * public link): the provider's edits since stay private until the quote is sent again; its status and
 * decision stay live.
 */
import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../../test-support/test-api';
import { withStoreUsage } from '../../test-support/store-usage';
import { sendQuote } from '../sending/send-quote';
import { QUOTES } from '../quotes/quote-record';

let api: TestApi;
let owner: ProviderCaller;
let account: ClientCaller;
let clientId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.asProvider({ companyName: 'Studio Envoyé' });
  account = await api.asClient({ name: 'Nina Roux', companyName: 'Roux Design' });
  const conversation = (await account.post('/api/client/conversations', { provider_user_id: owner.uid })).body.conversation.id as string;
  clientId = (await owner.post(`/api/conversations/${conversation}/add-client`)).body.client_id as string;
});
afterAll(() => api?.close());

const line = (description: string, unit_price_ht: number) => ({ description, quantity: 1, unit_price_ht, tva_rate_percent: 20 });
const sentBody = { client_id: '', title: 'Version envoyée', notes: 'note envoyée', lines: [line('Prix envoyé', 10_000)] };
const draftBody = { client_id: '', title: 'BROUILLON NON ENVOYE', notes: 'note interne brouillon', lines: [line('Prix modifié non envoyé', 99_900), line('Ligne en plus', 100)] };
let clock = Date.now();
/** Each send a minute after the last: past the double-send guard. */
const send = async (quoteId: string) => {
  clock += 60_000;
  const deps = { ...api.deps, now: () => new Date(clock) };
  return sendQuote(deps, { uid: owner.uid, role: 'provider', email: owner.email, emailVerified: true }, { quoteId, validUntil: null, sendToClientAccount: true });
};
const card = async (quoteId: string) => {
  const { result, reads } = await withStoreUsage(api.deps.store, () => account.get('/api/client/quotes'));
  const item = result.body.items.find((i: { id: string }) => i.id === quoteId);
  return { item, reads, summary: item && { title: item.title, total_ttc: item.total_ttc, line_count: item.line_count, response_total: item.responses[0].total_ttc } };
};

it("shows the version sent, not the provider's unsent edits, in the detail and the list, until sent again", async () => {
  const quote = (await owner.post('/api/quotes', { ...sentBody, client_id: clientId })).body.id as string;
  const sent = await send(quote);
  expect((await owner.put(`/api/quotes/${quote}`, { ...draftBody, client_id: clientId })).status).toBe(200);
  expect((await owner.get(`/api/quotes/${quote}`)).body).toMatchObject({ status: 'sent', title: 'BROUILLON NON ENVOYE', total_ttc: 120_000 });

  const { result: detail, reads } = await withStoreUsage(api.deps.store, () => account.get(`/api/client/quotes/${quote}`));
  expect(detail.status).toBe(200);
  expect(detail.body).toMatchObject({ title: 'Version envoyée', status: 'sent', total_ht: 10_000, total_tva: 2_000, total_ttc: 12_000, valid_until: sent.validUntil });
  expect(detail.body.lines.map((l: { description: string }) => l.description)).toEqual(['Prix envoyé']);
  expect(JSON.stringify(detail.body)).not.toMatch(/BROUILLON|non envoyé|brouillon/);
  expect(reads).toBe(3); // the quote, the provider's profile, the sent version

  const listed = await card(quote);
  expect(listed.summary).toEqual({ title: 'Version envoyée', total_ttc: 12_000, line_count: 1, response_total: 12_000 });
  // The pages of both sources (the client's requests: none, billed 1) and the provider's profile: no version read.
  expect(listed.reads).toBe(1 + 1 + 1);
  const dashboard = (await account.get('/api/client/dashboard')).body.recentQuotes.find((i: { id: string }) => i.id === quote);
  expect(dashboard.title).toBe('Version envoyée');

  // Sent again: the portal shows the new version.
  await send(quote);
  expect((await account.get(`/api/client/quotes/${quote}`)).body).toMatchObject({ title: 'BROUILLON NON ENVOYE', total_ttc: 120_000 });
  expect((await card(quote)).summary).toEqual({ title: 'BROUILLON NON ENVOYE', total_ttc: 120_000, line_count: 2, response_total: 120_000 });
});

it('keeps the status and the decision live: accepted through the link, the portal says so', async () => {
  const quote = (await owner.post('/api/quotes', { ...sentBody, client_id: clientId, title: 'À accepter' })).body.id as string;
  const sent = await send(quote);
  expect((await owner.put(`/api/quotes/${quote}`, { ...draftBody, client_id: clientId })).status).toBe(200);
  const t = new URL(sent.publicLink).searchParams.get('t')!;
  const accepted = await api.anonymous().post(`/api/public/quotes/${sent.publicId}/accept`, { t, full_name: 'Nina Roux', email: 'nina@test.devis.local', terms_accepted: true });
  expect(accepted.status).toBe(200);
  expect((await account.get(`/api/client/quotes/${quote}`)).body).toMatchObject({ title: 'À accepter', status: 'accepted', total_ttc: 12_000 });
  const { item } = await card(quote);
  expect(item).toMatchObject({ title: 'À accepter', total_ttc: 12_000, is_final: true, responses: [expect.objectContaining({ quote_status: 'accepted' })] });
});

it('shows a quote sent before the summary was stored as sent: its version is read only when it was edited since', async () => {
  const quote = (await owner.post('/api/quotes', { ...sentBody, client_id: clientId, title: 'Envoyé avant' })).body.id as string;
  await send(quote);
  await api.deps.store.update(QUOTES, quote, { sent_summary: null });
  const unchanged = await card(quote);
  expect(unchanged.summary).toEqual({ title: 'Envoyé avant', total_ttc: 12_000, line_count: 1, response_total: 12_000 });
  expect((await owner.put(`/api/quotes/${quote}`, { ...draftBody, client_id: clientId })).status).toBe(200);
  await api.deps.store.update(QUOTES, quote, { sent_summary: null });
  const edited = await card(quote);
  expect(edited.summary).toEqual({ title: 'Envoyé avant', total_ttc: 12_000, line_count: 1, response_total: 12_000 });
  expect(edited.reads).toBe(unchanged.reads + 1);
});
