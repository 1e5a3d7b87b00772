/**
 * What each screen of the request loop reads: the provider's "Demandes de devis", the client's "Mes Devis"
 * and dashboard, the directory and a provider's page, with the store reads each call costs.
 */
import type { ClientCaller, ProviderCaller, TestApi } from '../../test-support/test-api';
import { requestLoopParties } from '../../test-support/request-loop-parties';
import { withStoreUsage } from '../../test-support/store-usage';
import { RATE_LIMITS_COLLECTION } from '../rate-limit/rate-limit';
import { sendQuote } from '../sending/send-quote';
import { createOpenRequest } from '../client-requests/create-open-request';

let api: TestApi;
let provider: ProviderCaller;
let other: ProviderCaller;
let client: ClientCaller;
let otherClient: ClientCaller;

beforeAll(async () => {
  ({ api, provider, other, client, otherClient } = await requestLoopParties());
});
afterAll(() => api?.close());

async function request(from: ClientCaller, title: string, providers: ProviderCaller[]) {
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
  const res = await from.post('/api/client/requests', {
    title,
    lines: [{ description: 'Prestation', quantity: 1, unit_price_ht: 10_000 }],
    provider_ids: providers.map((p) => p.uid),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('Demandes de devis (provider)', () => {
  let accepted: string;
  let refused: string;
  beforeAll(async () => {
    accepted = await request(client, 'Logo boulangerie', [provider]);
    refused = await request(client, 'Flyers soldes', [provider]);
    await request(client, 'Carte de visite', [provider, other]);
    await request(otherClient, 'Site vitrine', [provider]);
    await provider.post(`/api/quotes/${accepted}-${provider.uid}/accept`, {});
    await provider.post(`/api/quotes/${refused}-${provider.uid}/reject`, {});
  });

  it('lists the open requests newest first, with counters over all of them and the names copied in', async () => {
    const { result, reads } = await withStoreUsage(api.deps.store, () => provider.get('/api/quote-requests'));
    expect(result.body.items.map((r: { title: string }) => r.title)).toEqual(['Site vitrine', 'Carte de visite']);
    expect(result.body.counts).toEqual({ total: 4, pending: 2, accepted: 1, rejected: 1 });
    expect(result.body.items[1]).toMatchObject({ status: 'quote_sent', client: { name: 'Claire Martin', company_name: 'Boulangerie Martin' }, total_ttc: 12_000, line_count: 1 });
    // One page query (2 documents) and four counts: no read per row.
    expect(reads).toBe(2 + 4);
  });

  it('filters by status and searches the title and the client', async () => {
    const titles = async (q: string) => (await provider.get(`/api/quote-requests?${q}`)).body.items.map((r: { title: string }) => r.title);
    expect(await titles('status=accepted')).toEqual(['Logo boulangerie']);
    expect(await titles('status=rejected')).toEqual(['Flyers soldes']);
    expect(await titles('status=pending&search=durand')).toEqual(['Site vitrine']);
    expect(await titles('search=de%20visi')).toEqual(['Carte de visite']);
    expect((await provider.get('/api/quote-requests?status=bogus')).body.error.message).toBe('Statut inconnu');
    // The other provider sees only its own.
    expect((await other.get('/api/quote-requests')).body.counts.total).toBe(1);
  });

  it('pages with a cursor that costs only its page', async () => {
    const first = await provider.get('/api/quote-requests?status=all&limit=1');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await provider.get(`/api/quote-requests?status=all&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r: { title: string }) => r.title)).toEqual(['Carte de visite']);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('Mes Devis and the dashboard (client)', () => {
  it('merges the client requests and the quotes a provider sent to the account, newest first', async () => {
    const fresh = await api.asClient({ name: 'Léa Petit' });
    const first = await request(fresh, 'Refonte du site', [provider, other]);
    // Answering links the provider's client row to the account; a quote sent to it with the option shows.
    await provider.post(`/api/quotes/${first}-${provider.uid}/counter-proposal`, { title: 'Refonte du site', lines: [{ description: 'Refonte', quantity: 1, unit_price_ht: 20_000 }] });
    const clients = (await provider.get('/api/clients?search=petit')).body.items as { id: string; client_account_id: string }[];
    expect(clients).toEqual([expect.objectContaining({ client_account_id: fresh.uid })]);
    const direct = await provider.post('/api/quotes', { client_id: clients[0]!.id, title: 'Maintenance annuelle', lines: [{ description: 'Maintenance', quantity: 12, unit_price_ht: 5_000 }] });
    const notShared = await provider.post('/api/quotes', { client_id: clients[0]!.id, title: 'Brouillon privé', lines: [{ description: 'x', quantity: 1, unit_price_ht: 100 }] });
    const caller = { uid: provider.uid, role: 'provider' as const, email: provider.email, emailVerified: true };
    await sendQuote(api.deps, caller, { quoteId: direct.body.id, validUntil: null, sendToClientAccount: true });
    await sendQuote(api.deps, caller, { quoteId: notShared.body.id, validUntil: null, sendToClientAccount: false });

    const { result, reads } = await withStoreUsage(api.deps.store, () => fresh.get('/api/client/quotes'));
    const items = result.body.items;
    expect(items.map((i: { kind: string; title: string }) => [i.kind, i.title])).toEqual([
      ['provider_quote', 'Maintenance annuelle'],
      ['request', 'Refonte du site'],
    ]);
    expect(items[0].responses[0]).toMatchObject({ provider_company_name: 'Écoute Studio', provider_status: null, quote_status: 'sent', total_ttc: 72_000 });
    expect(items[1].responses.map((r: { provider_company_name: string; provider_status: string }) => [r.provider_company_name, r.provider_status])).toEqual([
      ['Écoute Studio', 'modified'],
      ['atelier Bleu', 'pending'],
    ]);
    expect(items[1].is_final).toBe(false);
    // Two page queries and one profile for the sent quote.
    expect(reads).toBeLessThanOrEqual(2 + 1 + 1);

    const pdf = await fresh.request('GET', `/api/client/quotes/${direct.body.id}/pdf`, undefined, { accept: 'application/pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await client.get(`/api/client/quotes/${direct.body.id}/pdf`)).status).toBe(404);
    expect((await fresh.get(`/api/client/quotes/${notShared.body.id}`)).status).toBe(404);

    const dashboard = await fresh.get('/api/client/dashboard');
    expect(dashboard.body).toMatchObject({ name: 'Léa Petit', stats: { total: 3, pending: 1, accepted: 0, modified: 1 } });
    expect(dashboard.body.recentQuotes).toHaveLength(2);
    expect(dashboard.body.recentProviders.map((p: { company_name: string }) => p.company_name).sort()).toEqual(['atelier Bleu', 'Écoute Studio']);
  });

  it('shows a client only its own cards', async () => {
    const titles = (await otherClient.get('/api/client/quotes')).body.items.map((i: { title: string }) => i.title);
    expect(titles).toEqual(['Site vitrine']);
  });

  it('lists at most the three providers last contacted', async () => {
    const busy = await api.asClient({ name: 'Client occupé' });
    const providers = [provider, other, await api.asProvider({ companyName: 'Troisième' }), await api.asProvider({ companyName: 'Quatrième' })];
    for (const p of providers) expect((await busy.post('/api/client/conversations', { provider_user_id: p.uid })).status).toBe(200);
    const recent = (await busy.get('/api/client/dashboard')).body.recentProviders.map((p: { company_name: string }) => p.company_name);
    expect(recent).toHaveLength(3);
    expect(recent).not.toContain('Écoute Studio');
    expect((await busy.get('/api/client/recent-providers')).body.map((p: { company_name: string }) => p.company_name)).toEqual(recent);
  });
});

describe('conversations', () => {
  it('gets or creates one conversation per provider and client, with the names the lists show', async () => {
    const [a, b] = await Promise.all([
      client.post('/api/client/conversations', { provider_user_id: other.uid, subject: 'Demande de devis' }),
      client.post('/api/client/conversations', { provider_user_id: other.uid, subject: 'Demande de devis' }),
    ]);
    expect(a.body.conversation.id).toBe(b.body.conversation.id);
    expect(a.body.conversation).toMatchObject({ provider_company_name: 'atelier Bleu', client_name: 'Claire Martin', client_company_name: 'Boulangerie Martin' });
    expect([a.body.created, b.body.created].filter(Boolean).length).toBeLessThanOrEqual(1);
    const unknown = await client.post('/api/client/conversations', { provider_user_id: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Prestataire non trouvé');
  });
});

describe('directory and provider page', () => {
  it('lists providers with a company name by name, accents ignored, with their services count', async () => {
    const nameless = await api.asProvider({ companyName: '' });
    await other.post('/api/services', { name: 'Affiche', unit_price_ht: 3_000 });
    const svc = await other.post('/api/services', { name: 'Bannière', unit_price_ht: 4_000 });
    await other.del(`/api/services/${svc.body.id}`);
    const names: string[] = [];
    let cursor = '';
    for (let page = 0; page < 20; page++) {
      const res = await client.get(`/api/client/providers?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...res.body.items.map((p: { company_name: string }) => p.company_name));
      if (!res.body.nextCursor) break;
      cursor = res.body.nextCursor;
    }
    expect(names.indexOf('atelier Bleu')).toBeLessThan(names.indexOf('Écoute Studio'));
    expect(names).not.toContain('');
    const page = (await client.get('/api/client/providers?limit=100')).body.items as { user_id: string; services_count: number }[];
    expect(page.find((p) => p.user_id === other.uid)?.services_count).toBe(1);
    expect((await client.get(`/api/client/providers/${nameless.uid}`)).status).toBe(404);
  });

  it('shows a provider page with its legal identity, terms and services', async () => {
    await provider.put('/api/profile', { company_name: 'Écoute Studio', siret: '12345678900012', tva_intracom: 'FR15345678901', company_city: 'Lyon', quote_payment_terms: 'Règlement à 45 jours' });
    await provider.post('/api/services', { name: 'Zèbre graphique', unit_price_ht: 1_000 });
    await provider.post('/api/services', { name: 'Affiche', unit_price_ht: 2_000 });
    const page = await client.get(`/api/client/providers/${provider.uid}`);
    expect(page.body).toMatchObject({ company_name: 'Écoute Studio', siret: '12345678900012', tva_intracom: 'FR15345678901', company_city: 'Lyon', quote_payment_terms: 'Règlement à 45 jours', services_count: 2 });
    expect(page.body.services.map((s: { name: string }) => s.name)).toEqual(['Affiche', 'Zèbre graphique']);
    expect(page.body).not.toHaveProperty('iban');
  });
});

describe('a request without a quote in the lists', () => {
  it('shows its budget fields to the provider and its proposal to the client', async () => {
    const caller = { uid: otherClient.uid, role: 'client' as const, email: otherClient.email, emailVerified: false };
    const { id } = await createOpenRequest(api.deps, caller, { provider_user_id: other.uid, title: 'Identité sonore', description: null, budget_min: 50_000, budget_max: null, deadline: null });
    const listed = (await other.get('/api/quote-requests')).body.items.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({ status: 'pending', quote_id: null, budget_min: 50_000, budget_max: null });
    const card = (await otherClient.get('/api/client/quotes')).body.items.find((i: { title: string }) => i.title === 'Identité sonore');
    expect(card.responses[0]).toMatchObject({ provider_company_name: 'atelier Bleu', provider_status: 'pending' });
  });
});

describe('directory search', () => {
  it('finds a provider by the start of a word of its name or its city, accents ignored', async () => {
    const found = await api.asProvider({ companyName: 'Menuiserie Éclat' });
    await found.put('/api/profile', { company_name: 'Menuiserie Éclat', company_city: 'Saint-Étienne' });
    const names = async (q: string) => (await client.get(`/api/client/providers?search=${encodeURIComponent(q)}`)).body.items.map((p: { company_name: string }) => p.company_name);
    expect(await names('eclat')).toEqual(['Menuiserie Éclat']);
    expect(await names('saint eti')).toEqual(['Menuiserie Éclat']);
    expect(await names('menuiserie ecl')).toEqual(['Menuiserie Éclat']);
    expect(await names('zzzz')).toEqual([]);
    // The profile API keeps its shape.
    expect((await found.get('/api/profile')).body).not.toHaveProperty('search_tokens');
  });
});
