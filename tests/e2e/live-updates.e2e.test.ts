import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { createClientAccount, createProvider, type TestAccount } from '../support/accounts';
import { openParties, type BrowserSession } from '../support/browser';
import { signInClient, signInProvider, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

/**
 * Live updates (issue 10): screens change without a reload when someone else acts. The provider's open
 * quotes list and dashboard show a quote accepted on its public link; the client's open "Mes Devis" shows the
 * provider's answer. Each page is loaded once: a reload would make the test pass without live updates, so
 * every page counts its navigations and must still be on its first.
 */
let providerBrowser: BrowserSession;
let clientBrowser: BrowserSession;
let provider: TestAccount;
const run = Date.now().toString(36);
const companyName = `Atelier Direct ${run}`;

beforeAll(async () => {
  provider = await createProvider({ companyName });
  [providerBrowser, clientBrowser] = await openParties();
});
afterAll(async () => {
  await Promise.all([providerBrowser?.close(), clientBrowser?.close()]);
});

/** Counts full page loads (a reload or a navigation outside the single-page app). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/** A sent quote of the provider: its number and public link. */
async function sentQuote(title: string): Promise<{ quote_number: string; publicId: string; token: string }> {
  const client = await api<{ id: string }>('/api/clients', { token: provider.token, body: { company_name: `Boulangerie ${run}`, email: `claire-${run}@e2e.devis.local` } });
  const quote = await api<{ id: string; quote_number: string }>('/api/quotes', {
    token: provider.token,
    body: { client_id: client.id, title, lines: [{ description: 'Maquettes', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 20 }] },
  });
  const sent = await api<{ publicLink: string }>('/fn/sendQuote', { token: provider.token, body: { quoteId: quote.id, sendToClientAccount: false } });
  const link = new URL(sent.publicLink);
  return { quote_number: quote.quote_number, publicId: link.pathname.slice(1), token: link.searchParams.get('t')! };
}

describe('live updates', () => {
  it("a quote accepted on its public link shows on the provider's open quotes list and dashboard without a reload", async () => {
    const quote = await sentQuote(`Refonte ${run}`);
    const list = providerBrowser.page;
    await signInProvider(list, provider);
    const dashboard = await providerBrowser.context.newPage();
    await visit(dashboard, '/app');
    const acceptedCounter = dashboard.getByLabel('Acceptés', { exact: true });
    await dashboard.getByLabel('Envoyés', { exact: true }).filter({ hasText: '1' }).waitFor();
    expect(await acceptedCounter.textContent()).toBe('0');
    await visit(list, '/app/quotes');
    const card = list.getByRole('article', { name: `Devis ${quote.quote_number}` });
    await card.getByText('Envoyé', { exact: true }).waitFor();
    const listLoads = countLoads(list);
    const dashboardLoads = countLoads(dashboard);

    // The client accepts through the link, from elsewhere.
    await api(`/api/public/quotes/${quote.publicId}/accept`, {
      body: { t: quote.token, full_name: 'Claire Martin', email: `claire-${run}@e2e.devis.local`, terms_accepted: true },
    });

    await card.getByText('Accepté', { exact: true }).waitFor({ timeout: 15_000 });
    await acceptedCounter.filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
    expect({ list: listLoads(), dashboard: dashboardLoads() }).toEqual({ list: 0, dashboard: 0 });
    await screenshot(list, 'live-updates-quotes-accepted');
    await screenshot(dashboard, 'live-updates-dashboard-accepted');
    await dashboard.close();
  });

  it.each([
    ['1.5 s after it (a cold server answering late)', 1_500],
    ['at once after it (the gap of a few hundred ms an ordinary first call leaves)', 0],
  ])('a change made after the list was read, before the first call for changes reached the server, shows too: %s', async (_, lateMs) => {
    const quote = await sentQuote(`Vitrine ${lateMs} ${run}`);
    const list = providerBrowser.page;
    // The list's first call for changes reaches the server only after the client accepted: its cursor already
    // counts the acceptance, which the list read before.
    let reachServer!: () => void;
    const late = new Promise<void>((resolve) => (reachServer = resolve));
    await list.route(/\/api\/live\?channel=quotes$/, async (route) => {
      await late;
      await route.continue();
    });
    await visit(list, '/app/quotes');
    const card = list.getByRole('article', { name: `Devis ${quote.quote_number}` });
    await card.getByText('Envoyé', { exact: true }).waitFor();
    const loads = countLoads(list);
    await api(`/api/public/quotes/${quote.publicId}/accept`, {
      body: { t: quote.token, full_name: 'Claire Martin', email: `claire-${run}@e2e.devis.local`, terms_accepted: true },
    });
    setTimeout(reachServer, lateMs);

    await card.getByText('Accepté', { exact: true }).waitFor({ timeout: 15_000 });
    expect(loads()).toBe(0);
    await list.unrouteAll();
  });

  it("the client's open Mes Devis shows the provider's answer without a reload", async () => {
    const client = await createClientAccount({ name: 'Claire Martin' });
    const title = `Cuisine ${run}`;
    const request = await api<{ id: string }>('/api/client/requests', {
      token: client.token,
      body: { title, lines: [{ description: 'Pose de la cuisine', quantity: 1, unit_price_ht: 150_000 }], provider_ids: [provider.uid] },
    });
    const page = clientBrowser.page;
    await signInClient(page, client);
    await visit(page, '/client/quotes');
    const answer = page.getByRole('article', { name: title }).getByRole('group', { name: `Réponse de ${companyName}` });
    await answer.getByText('En attente', { exact: true }).waitFor();
    const loads = countLoads(page);

    // The provider accepts the client's quote, from its own browser.
    await api(`/api/quotes/${request.id}-${provider.uid}/accept`, { token: provider.token, body: {} });

    await answer.getByText('Validé', { exact: true }).waitFor({ timeout: 15_000 });
    expect(loads()).toBe(0);
    await screenshot(page, 'live-updates-client-quotes-answered');
  });
});
