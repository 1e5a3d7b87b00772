/**
 * A quote moved to another client row leaves the previous client's account: its portal no longer lists
 * or opens the quote, and sending it again does not share it there.
 */
import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../../test-support/test-api';
import { sendQuote } from '../sending/send-quote';

let api: TestApi;
let owner: ProviderCaller;
let account: ClientCaller;
let linkedClientId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.asProvider({ companyName: 'Studio Portail' });
  account = await api.asClient({ name: 'Nina Roux', companyName: 'Roux Design' });
  const conversation = (await account.post('/api/client/conversations', { provider_user_id: owner.uid })).body.conversation.id as string;
  linkedClientId = (await owner.post(`/api/conversations/${conversation}/add-client`)).body.client_id as string;
});
afterAll(() => api?.close());

const lines = [{ description: 'Logo', quantity: 1, unit_price_ht: 50_000 }];
const send = (quoteId: string) =>
  sendQuote(api.deps, { uid: owner.uid, role: 'provider', email: owner.email, emailVerified: true }, { quoteId, validUntil: null, sendToClientAccount: true });
const portalTitles = async () => (await account.get('/api/client/quotes')).body.items.map((i: { title: string }) => i.title);

it("leaves the previous client's portal when the provider picks another client, even once sent again", async () => {
  const quote = (await owner.post('/api/quotes', { client_id: linkedClientId, title: 'Refonte du logo', lines })).body.id as string;
  await send(quote);
  expect((await account.get(`/api/client/quotes/${quote}`)).status).toBe(200);
  expect(await portalTitles()).toContain('Refonte du logo');

  const other = (await owner.post('/api/clients', { company_name: 'Autre Client SARL', email: 'autre.client@test.devis.local' })).body.id as string;
  const moved = await owner.put(`/api/quotes/${quote}`, { client_id: other, title: 'Refonte du logo', lines });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ client_id: other, client_account_id: null });
  expect((await account.get(`/api/client/quotes/${quote}`)).status).toBe(404);
  expect(await portalTitles()).not.toContain('Refonte du logo');

  await send(quote);
  expect((await account.get(`/api/client/quotes/${quote}`)).status).toBe(404);
  expect((await account.get(`/api/client/quotes/${quote}/pdf`)).status).toBe(404);
});

it('stays in the portal when the provider edits it for the same client', async () => {
  const quote = (await owner.post('/api/quotes', { client_id: linkedClientId, title: 'Cartes de visite', lines })).body.id as string;
  await send(quote);
  const edited = await owner.put(`/api/quotes/${quote}`, { client_id: linkedClientId, title: 'Cartes de visite (recto verso)', lines });
  expect(edited.body.client_account_id).toBe(account.uid);
  expect((await account.get(`/api/client/quotes/${quote}`)).body).toMatchObject({ id: quote });
});
