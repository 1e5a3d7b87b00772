import { accountMessages } from '@devis/domain';
import { adminAuth } from '../../firebase/admin-app';
import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import type { ApiCaller, ProviderCaller } from '../../test-support/test-api';
import { signIn } from '../../test-support/auth-emulator';
import { versionPdfPath, type QuoteVersionDoc } from '../sending/quote-version';
import { accountHousekeeping } from '../../jobs/account-housekeeping';
import { RETAINED_RECORDS, formerAccount, type RetainedRecordDoc } from './retention';
import { ACCOUNT_DELETIONS } from './account-deletion';
import { SAMPLE_LOGO_PNG } from '../../pdf/sample-quote';

let api: SendingTestApi;
const NOW = new Date('2026-11-02T09:00:00Z');
// A whole 2 × 2 PNG: uploads read the pixel size from a valid header.
const PNG = SAMPLE_LOGO_PNG;

beforeAll(async () => {
  api = await startSendingTestApi();
});

afterAll(async () => {
  await api?.close();
});

/** Every stored document that still names the account, in any collection the provider writes. */
async function leftovers(uid: string): Promise<string[]> {
  const found: string[] = [];
  const byUserId = ['clients', 'services', 'quotes', 'quote_versions', 'quote_links', 'quote_events', 'counters', 'plan_usage'];
  for (const collection of byUserId) for (const doc of await api.deps.store.query(collection, { where: [['user_id', '==', uid]] })) found.push(`${collection}/${doc.id}`);
  for (const collection of ['export_links', 'billing_sessions']) for (const doc of await api.deps.store.query(collection, { where: [['uid', '==', uid]] })) found.push(`${collection}/${doc.id}`);
  for (const collection of ['profiles', 'subscriptions', 'client_accounts']) if (await api.deps.store.get(collection, uid)) found.push(`${collection}/${uid}`);
  if (await api.deps.store.get('change_stamps', `quotes:${uid}`)) found.push(`change_stamps/quotes:${uid}`);
  for (const collection of ['conversations', 'messages', 'quote_requests', 'client_requests']) {
    for (const field of ['provider_user_id', 'client_account_id']) for (const doc of await api.deps.store.query(collection, { where: [[field, '==', uid]] })) found.push(`${collection}/${doc.id}`);
  }
  return found;
}

/** A client's request ("Demander un devis") to these providers, with one line: each gets a request and a quote copy. */
async function requestFrom(client: ApiCaller, title: string, providers: ProviderCaller[]): Promise<string> {
  const res = await client.post('/api/client/requests', { title, lines: [{ description: 'Vitrine', quantity: 1, unit_price_ht: 20_000 }], provider_ids: providers.map((p) => p.uid) });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A provider with everything: clients, services, an avatar, drafts, a sent quote, an accepted one, a subscription. */
async function fullProvider(): Promise<{ owner: ProviderCaller; sentLink: string; acceptedId: string }> {
  api.setNow(NOW);
  const owner = await api.asProvider({ companyName: 'Atelier Supprimé' });
  await owner.post('/api/services', { name: 'Audit', unit_price_ht: 50_000 });
  expect((await owner.post('/api/profile/avatar', { contentType: 'image/png', dataBase64: PNG.toString('base64') })).status).toBe(200);
  await api.draftQuote(owner, { companyName: 'Brouillon' });
  const sent = await api.draftQuote(owner, { companyName: 'Envoyé' });
  const sentLink = (await api.send(owner, { quoteId: sent.id, validUntil: '2026-11-30', sendToClientAccount: false })).body.publicLink as string;
  const accepted = await api.draftQuote(owner, { companyName: 'Accepté SA' });
  const acceptedLink = parseLink((await api.send(owner, { quoteId: accepted.id, validUntil: '2026-11-30', sendToClientAccount: false })).body.publicLink);
  await api.anonymous().post(`/api/public/quotes/${acceptedLink.publicId}/accept`, { t: acceptedLink.token, full_name: 'Claire Martin', email: 'claire@test.devis.local', terms_accepted: true });
  // A visitor wrote in the chat of the sent quote's link.
  const chat = parseLink(sentLink);
  expect((await api.anonymous().post(`/api/public/quotes/${chat.publicId}/messages`, { t: chat.token, email: 'visiteur@test.devis.local', body: 'Bonjour' })).status).toBe(201);
  const checkout = await owner.post('/api/billing/checkout', { plan: 'pro' });
  const { payLocalCheckout } = await import('../../billing/local-billing');
  await payLocalCheckout(api.deps, checkout.body.url.split('/').at(-1));
  await owner.post('/api/account/export');
  return { owner, sentLink, acceptedId: accepted.id };
}

test('without SUPPRIMER typed, nothing is deleted (400 in French)', async () => {
  const { owner } = await fullProvider();
  for (const confirmation of [undefined, '', 'supprimer mon compte', 'oui']) {
    const res = await owner.post('/api/account/delete', confirmation === undefined ? {} : { confirmation });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(accountMessages.confirmationMismatch);
  }
  expect((await owner.get('/api/profile')).status).toBe(200);
  expect((await leftovers(owner.uid)).length).toBeGreaterThan(10);
});

test("deleting a provider removes the Auth user and every document, keeps only the accepted quote's evidence and billing ids, and cancels the subscription", async () => {
  const { owner, sentLink, acceptedId } = await fullProvider();
  const other = await api.asProvider({ companyName: 'Voisin' });
  const neighbour = await api.draftQuote(other, { companyName: 'Client du voisin' });
  // A client asked both for a quote: its request stays its own, with the other provider's answer only.
  const client = await api.asClient({ name: 'Camille Demande' });
  const asked = await requestFrom(client, 'Refaire la vitrine', [owner, other]);
  const versions = await api.deps.store.query<QuoteVersionDoc>('quote_versions', { where: [['user_id', '==', owner.uid]] });
  expect(versions).toHaveLength(2);
  const cancel = jest.spyOn(api.deps.billing, 'cancelNow');

  const res = await owner.post('/api/account/delete', { confirmation: 'SUPPRIMER' });
  expect(res.status).toBe(204);
  expect(cancel).toHaveBeenCalledWith({ uid: owner.uid, subscriptionId: expect.stringMatching(/^sub_local_/) });

  await expect(adminAuth().getUser(owner.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  await expect(signIn(owner.email!, owner.password!)).rejects.toThrow();
  // The token still in hand no longer opens anything, and brings no profile back.
  expect((await owner.get('/api/profile')).status).toBe(401);
  expect(await leftovers(owner.uid)).toEqual([]);
  const files = api.deps.files as unknown as { dir: string };
  const { readdir } = await import('node:fs/promises');
  expect((await readdir(`${files.dir}/avatars`)).filter((n) => n.startsWith(owner.uid))).toEqual([]);
  // The client's link is dead like a link that never existed.
  const { publicId, token } = parseLink(sentLink);
  expect((await api.anonymous().get(`/api/public/quotes/${publicId}?t=${encodeURIComponent(token)}`)).status).toBe(404);

  const retained = await api.deps.store.query<RetainedRecordDoc>(RETAINED_RECORDS, { where: [['former_account', '==', formerAccount(owner.uid)]] });
  expect(retained.map((r) => r.kind).sort()).toEqual(['accepted_quote', 'subscription']);
  const quote = retained.find((r) => r.kind === 'accepted_quote')!;
  expect(quote.id).toBe(`quote-${acceptedId}`);
  expect(quote).toMatchObject({ delete_after: '2037-12-31', legal_basis: expect.stringContaining('L123-22') });
  expect(quote.content).toMatchObject({ decision: { action: 'accepted', name: 'Claire Martin', email: 'claire@test.devis.local' } });
  expect(JSON.stringify(quote)).not.toContain(owner.uid);
  const acceptedVersion = versions.find((v) => v.quote_id === acceptedId)!;
  const otherVersion = versions.find((v) => v.quote_id !== acceptedId)!;
  expect(await api.deps.files.getPrivate(versionPdfPath(acceptedVersion.pdf_sha256!))).not.toBeNull();
  expect(await api.deps.files.getPrivate(versionPdfPath(otherVersion.pdf_sha256!))).toBeNull();
  expect(retained.find((r) => r.kind === 'subscription')!.content).toMatchObject({ plan: 'pro', customer_id: expect.stringMatching(/^cus_local_/) });

  // Nobody else's data moved.
  expect((await other.get(`/api/quotes/${neighbour.id}`)).status).toBe(200);
  expect((await other.get('/api/profile')).body.company_name).toBe('Voisin');
  expect((await other.get('/api/quote-requests')).body.items.map((r: { title: string }) => r.title)).toEqual(['Refaire la vitrine']);
  const cards = (await client.get('/api/client/quotes')).body.items as { id: string; title: string; responses: { provider_company_name: string }[] }[];
  expect(cards.map((c) => [c.id, c.title, c.responses.map((r) => r.provider_company_name)])).toEqual([[asked, 'Refaire la vitrine', ['Voisin']]]);
  cancel.mockRestore();
});

test('a subscription that cannot be cancelled stops the deletion: 503 in French, nothing deleted', async () => {
  const { owner } = await fullProvider();
  const cancel = jest.spyOn(api.deps.billing, 'cancelNow').mockRejectedValue(new Error('Stripe down'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await owner.post('/api/account/delete', { confirmation: 'SUPPRIMER' });
  expect(res.status).toBe(503);
  expect(res.body.error.message).toBe(accountMessages.cancelSubscriptionFailed);
  expect((await adminAuth().getUser(owner.uid)).uid).toBe(owner.uid);
  expect((await owner.get('/api/profile')).status).toBe(200);
  cancel.mockRestore();
  jest.restoreAllMocks();
});

test("deleting a client account removes it and unlinks the providers' records, which stay theirs", async () => {
  api.setNow(NOW);
  const client = await api.asClient({ name: 'Camille Partie' });
  const owner = await api.asProvider({ companyName: 'Atelier Gardé' });
  const record = await owner.post('/api/clients', { company_name: 'Camille SAS', email: 'camille@test.devis.local' });
  await api.deps.store.update('clients', record.body.id, { client_account_id: client.uid });
  const quote = await owner.post('/api/quotes', { client_id: record.body.id, lines: [{ description: 'Audit', quantity: 1, unit_price_ht: 1000 }] });
  await api.send(owner, { quoteId: quote.body.id, validUntil: '2026-11-30', sendToClientAccount: true });
  const conversation = (await client.post('/api/client/conversations', { provider_user_id: owner.uid })).body.conversation.id;
  expect((await client.post(`/api/client/conversations/${conversation}/messages`, { content: 'Bonjour' })).status).toBe(201);
  expect((await owner.post(`/api/conversations/${conversation}/messages`, { content: 'Bonjour Camille' })).status).toBe(201);
  const rival = await api.asProvider({ companyName: 'Atelier Témoin' });
  const asked = await requestFrom(client, 'Refaire la vitrine', [owner, rival]);
  expect((await owner.get('/api/quote-requests')).body.counts.total).toBe(1);

  expect((await client.post('/api/account/delete', { confirmation: 'SUPPRIMER' })).status).toBe(204);
  await expect(adminAuth().getUser(client.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect(await api.deps.store.get('client_accounts', client.uid)).toBeNull();
  expect(await leftovers(client.uid)).toEqual([]);
  expect((await owner.get('/api/conversations')).body.items).toEqual([]);
  expect((await owner.get(`/api/clients`)).body.items[0]).toMatchObject({ company_name: 'Camille SAS', client_account_id: null });
  expect((await owner.get(`/api/quotes/${quote.body.id}`)).body).toMatchObject({ status: 'sent', client_account_id: null, shared_with_client_account: false });
  // The request and both providers' copies of it are gone; the quote it made for each provider stays theirs.
  expect((await owner.get('/api/quote-requests')).body.counts.total).toBe(0);
  expect((await rival.get('/api/quote-requests')).body.counts.total).toBe(0);
  expect((await rival.get(`/api/quotes/${asked}-${rival.uid}`)).body).toMatchObject({ title: 'Refaire la vitrine', client_account_id: null });
});

test('the daily housekeeping finishes a deletion cut off midway, purges what a still-valid token wrote, and ends retained records after their period', async () => {
  const { owner } = await fullProvider();
  // A deletion that stopped right after it was recorded and the Auth user removed.
  await api.deps.store.set(ACCOUNT_DELETIONS, owner.uid, {
    uid: owner.uid,
    role: 'provider',
    requested_at: NOW.toISOString(),
    state: 'running',
    done_at: null,
    repurge_until: new Date(NOW.getTime() + 2 * 86_400_000).toISOString(),
  });
  api.setNow(new Date(NOW.getTime() + 86_400_000));
  await accountHousekeeping(api.deps);
  expect(await leftovers(owner.uid)).toEqual([]);
  expect(await api.deps.store.get(ACCOUNT_DELETIONS, owner.uid)).toMatchObject({ state: 'done' });

  // A client written afterwards with the token still valid is purged by the next day's run.
  await api.deps.store.create('clients', { user_id: owner.uid, company_name: 'Écrit trop tard' });
  await accountHousekeeping(api.deps);
  expect(await leftovers(owner.uid)).toEqual([]);

  const retained = await api.deps.store.query<RetainedRecordDoc>(RETAINED_RECORDS, { where: [['former_account', '==', formerAccount(owner.uid)]] });
  const pdf = retained.find((r) => r.kind === 'accepted_quote')!.pdf_sha256!;
  api.setNow(new Date('2037-12-31T12:00:00Z'));
  await accountHousekeeping(api.deps);
  expect(await api.deps.store.query(RETAINED_RECORDS, { where: [['former_account', '==', formerAccount(owner.uid)]] })).toHaveLength(2);
  api.setNow(new Date('2038-01-01T12:00:00Z'));
  await accountHousekeeping(api.deps);
  expect(await api.deps.store.query(RETAINED_RECORDS, { where: [['former_account', '==', formerAccount(owner.uid)]] })).toHaveLength(0);
  expect(await api.deps.files.getPrivate(versionPdfPath(pdf))).toBeNull();
});
