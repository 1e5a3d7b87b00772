import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { createProvider, uniqueEmail, type TestAccount } from '../support/accounts';
import { openParties, type BrowserSession } from '../support/browser';
import { linksOf, waitForMail } from '../support/outbox';
import { signInProvider, visit } from '../support/page';
import { ARTIFACTS_DIR, screenshot } from '../support/screenshot';
import { seriousViolations } from '../support/accessibility';

/**
 * The request loop in two browsers: a client signs up, finds two providers in the directory and sends them one
 * request with catalogue lines from both; the first provider accepts, the second counter-proposes a higher
 * price; the client compares, accepts, and opens the final version's PDF.
 */
let clientBrowser: BrowserSession;
let providerBrowser: BrowserSession;
let client: Page;
let provider: Page;
let studio: TestAccount;
let atelier: TestAccount;
const run = Date.now().toString(36);
const studioName = `Studio Lumière ${run}`;
const atelierName = `Atelier Papier ${run}`;
const title = `Identité visuelle ${run}`;
const clientEmail = uniqueEmail('loop-client');

/** Every click, fill or key press of the client for the request, counted (reported in the closing note). */
const REQUEST_ACTIONS_MAX = 14;

beforeAll(async () => {
  [studio, atelier] = await Promise.all([createProvider({ companyName: studioName }), createProvider({ companyName: atelierName })]);
  await api('/api/services', { token: studio.token, body: { name: 'Création de logo', unit_price_ht: 45_000, description: 'Trois pistes' } });
  await api('/api/services', { token: atelier.token, body: { name: 'Impression flyers A5', unit_price_ht: 12_000, unit: 'lot' } });
  [clientBrowser, providerBrowser] = await openParties();
  client = clientBrowser.page;
  provider = providerBrowser.page;
});
afterAll(async () => {
  await Promise.all([clientBrowser?.close(), providerBrowser?.close()]);
});

const requestCard = (page: Page) => page.getByRole('article', { name: title });
/** How many POSTs the page has sent to `url` since this call. */
function postsTo(page: Page, url: RegExp): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && url.test(new URL(r.url()).pathname)) count += 1;
  });
  return () => count;
}
const structural = async (page: Page) => (await seriousViolations(page)).filter((v) => v.id !== 'color-contrast');

describe('request loop journey', () => {
  let actions = 0;
  const act = async (action: () => Promise<unknown>) => {
    actions += 1;
    await action();
  };

  it('a new client finds two providers and sends them one request with lines from both catalogues', async () => {
    await visit(client, '/client/login');
    await client.getByRole('tab', { name: 'Créer un compte' }).click();
    await client.getByLabel('Nom').fill('Claire Martin');
    await client.getByLabel('Entreprise (facultatif)').fill('Boulangerie Martin');
    await client.getByLabel('Email').fill(clientEmail);
    await client.getByLabel('Mot de passe').fill('motdepasse123');
    await client.getByRole('button', { name: 'Créer mon compte' }).click();
    await client.waitForURL((u) => u.pathname === '/client/create-quote');

    // The request itself, counted from the directory.
    await act(() => client.getByRole('link', { name: 'Prestataires' }).first().click());
    await act(() => client.getByLabel('Rechercher un prestataire').fill(studioName));
    const studioCard = client.getByRole('article', { name: studioName });
    await studioCard.waitFor();
    await screenshot(client, 'request-loop-directory');
    await act(() => studioCard.getByRole('button', { name: 'Demander un devis' }).click());
    await client.getByRole('heading', { name: 'Demander un devis' }).waitFor();
    await act(() => client.getByLabel('Ajouter un prestataire').fill(atelierName));
    await act(() => client.getByRole('option', { name: atelierName }).click());
    await act(() => client.getByRole('region', { name: studioName }).getByLabel(/Création de logo/).check());
    await act(() => client.getByRole('region', { name: atelierName }).getByLabel(/Impression flyers A5/).check());
    await client.getByText('1 service sélectionné').first().waitFor();
    await screenshot(client, 'request-loop-wizard-providers');
    await act(() => client.getByRole('button', { name: 'Suivant' }).click());
    await client.getByRole('region', { name: 'Ligne 2' }).waitFor();
    await expect(client.getByText('Catalogue').count()).resolves.toBe(2);
    await screenshot(client, 'request-loop-wizard-lines');
    await act(() => client.getByRole('button', { name: 'Suivant' }).click());
    // The confirmation, with its title still to fill: no error before the client has tried to send.
    await client.getByRole('heading', { name: 'Confirmation' }).waitFor();
    await expect(client.getByLabel('Titre du projet').getAttribute('aria-invalid')).resolves.toBe('false');
    await act(() => client.getByLabel('Titre du projet').fill(title));
    await screenshot(client, 'request-loop-wizard-confirm');
    expect(await structural(client)).toEqual([]);
    await act(() => client.getByRole('button', { name: 'Créer et envoyer le devis' }).click());
    await client.getByText('Devis créé et envoyé à 2/2 prestataire(s)').waitFor();
    await client.waitForURL((u) => u.pathname === '/client/quotes');
    await requestCard(client).waitFor();
    await screenshot(client, 'request-loop-mes-devis-sent');

    expect(actions).toBeLessThanOrEqual(REQUEST_ACTIONS_MAX);
    writeFileSync(path.join(ARTIFACTS_DIR, 'request-loop-actions.txt'), `client actions for the request: ${actions}\n`);

    // Each provider is told by email, with a link to its review page.
    const mail = await waitForMail((m) => m.to === studio.email && m.kind === 'request-new');
    expect(mail.subject).toBe('Nouvelle demande de devis de Claire Martin (Boulangerie Martin)');
    expect(linksOf(mail).some((l) => /\/app\/quotes\/[^/]+\/review$/.test(l))).toBe(true);
  });

  it('the first provider accepts the request as it is', async () => {
    await signInProvider(provider, studio);
    await provider.getByRole('link', { name: 'Demandes reçues' }).first().click();
    const card = requestCard(provider);
    await card.getByText('Devis reçu').waitFor();
    await screenshot(provider, 'request-loop-provider-requests');
    await card.getByRole('button', { name: 'Accepter' }).click();
    await provider.getByText('Devis accepté').waitFor();
    await visit(provider, '/app/quotes');
    await provider.getByText('Validé').first().waitFor();
    // A copy of the client's quote is for the same client: the provider's row for the requester, ready to save.
    await provider.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Dupliquer' }).click();
    await provider.getByText(/^Copie du devis /).waitFor();
    expect(await provider.getByRole('combobox', { name: 'Client' }).inputValue()).toBe('Boulangerie Martin');
    await provider.getByRole('link', { name: 'Annuler' }).click();
    await provider.waitForURL((u) => u.pathname === '/app/quotes');
    await provider.getByRole('button', { name: 'Déconnexion' }).first().click();
    await provider.waitForURL((u) => u.pathname === '/login');
  });

  it('the second provider counter-proposes a higher price', async () => {
    await signInProvider(provider, atelier);
    await visit(provider, '/app/demandes-devis');
    await requestCard(provider).getByRole('link', { name: 'Voir' }).click();
    // The list's card has the same heading: wait for the review page itself, loaded.
    await provider.waitForURL((u) => u.pathname.endsWith('/review'));
    await provider.getByRole('region', { name: 'Totaux' }).waitFor();
    await provider.getByRole('heading', { name: title }).waitFor();
    await screenshot(provider, 'request-loop-review');
    expect(await structural(provider)).toEqual([]);
    await provider.getByRole('link', { name: 'Modifier et contre-proposer' }).click();
    await provider.waitForURL((u) => u.pathname === '/app/quote-proposal/new');
    await provider.getByRole('heading', { name: 'Modifier et contre-proposer' }).waitFor();
    const flyers = provider.getByRole('region', { name: 'Ligne 2' });
    await flyers.getByLabel('Prix HT (€)').fill('150');
    await provider.getByLabel('Message au client (optionnel)').fill('Le papier recyclé coûte un peu plus.');
    await screenshot(provider, 'request-loop-proposal');
    // An impatient double click sends the proposal once, and says only that it was sent.
    const sent = postsTo(provider, /\/api\/quotes\/[^/]+\/counter-proposal$/);
    await provider.getByRole('button', { name: 'Envoyer la proposition' }).dblclick();
    await provider.getByText('Contre-proposition envoyée').waitFor();
    await provider.waitForURL((u) => u.pathname === '/app/demandes-devis');
    await requestCard(provider).getByText('Proposition envoyée').waitFor();
    expect(sent()).toBe(1);
    await expect(provider.getByText('Vous avez déjà répondu à ce devis').count()).resolves.toBe(0);
  });

  it('the client sees both answers, accepts the modification, and opens the final version as a PDF', async () => {
    await visit(client, '/client/quotes');
    const card = requestCard(client);
    await card.getByRole('group', { name: `Réponse de ${studioName}` }).getByText('Validé').waitFor();
    await card.getByRole('group', { name: `Réponse de ${atelierName}` }).getByText('Modifié').waitFor();
    await client.getByText(/propositions? de modification attend(ent)? votre réponse/).waitFor();
    await screenshot(client, 'request-loop-mes-devis-answers');

    await card.getByRole('button', { name: `Voir détails de la proposition de ${atelierName}` }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByText('Le papier recyclé coûte un peu plus.').waitFor();
    await dialog.getByRole('button', { name: /Comparer avec votre demande initiale/ }).click();
    await screenshot(client, 'request-loop-modification-dialog');
    expect(await structural(client)).toEqual([]);
    await dialog.getByLabel('Commentaire (optionnel)').fill("D'accord pour le papier recyclé");
    const decisions = postsTo(client, /\/api\/client\/quotes\/[^/]+\/decision$/);
    await dialog.getByRole('button', { name: 'Accepter les modifications' }).dblclick();
    await client.getByText('Vous avez accepté les modifications du devis.').waitFor();
    await card.getByText('Version finale').waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    expect(decisions()).toBe(1);
    await expect(client.getByText("Impossible de traiter l'action").count()).resolves.toBe(0);

    const popup = client.context().waitForEvent('page');
    await card.getByRole('button', { name: `Générer le devis de ${atelierName}` }).click();
    const tab = await popup;
    await tab.waitForURL((u) => u.protocol === 'blob:');
    const pdf = Buffer.from(await tab.evaluate(async () => Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer()))));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(ARTIFACTS_DIR, 'request-loop-final.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(atelierName);
    expect(text).toContain('Impression flyers A5');
    await client.getByText('Le devis PDF a été généré avec succès').waitFor();
    await screenshot(client, 'request-loop-mes-devis-final');

    const decided = await waitForMail((m) => m.to === atelier.email && m.kind === 'request-decision');
    expect(decided.subject).toContain('a accepté votre proposition');
  });

  it('fits a 375 px phone on both sides, without sideways scrolling', async () => {
    const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // The dashboard counts the two answers; the provider page shows the catalogue the client chose from.
    await visit(client, '/client');
    await client.getByRole('heading', { name: 'Bonjour Claire Martin' }).waitFor();
    await screenshot(client, 'request-loop-dashboard');
    await visit(client, '/client/providers');
    await client.getByLabel('Rechercher un prestataire').fill(studioName);
    await client.getByRole('article', { name: studioName }).getByRole('link', { name: 'Voir détails' }).click();
    await client.getByRole('heading', { name: studioName }).waitFor();
    await client.getByText('Création de logo').waitFor();
    await screenshot(client, 'request-loop-provider-page');
    await client.setViewportSize({ width: 375, height: 812 });
    await screenshot(client, 'request-loop-375-provider-page');
    expect(await overflow(client)).toBe(0);
    for (const [where, name] of [['/client', 'dashboard'], ['/client/providers', 'directory'], ['/client/quotes', 'mes-devis']] as const) {
      await visit(client, where);
      await client.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(client, `request-loop-375-${name}`);
      expect({ where, overflow: await overflow(client) }).toEqual({ where, overflow: 0 });
    }
    // A wizard line on a phone: its unit ('lot') under the quantity does not lift the quantity above the price.
    await visit(client, '/client/providers');
    await client.getByLabel('Rechercher un prestataire').fill(atelierName);
    await client.getByRole('article', { name: atelierName }).getByRole('button', { name: 'Demander un devis' }).click();
    await client.getByRole('region', { name: atelierName }).getByLabel(/Impression flyers A5/).check();
    await client.getByRole('button', { name: 'Suivant' }).click();
    const line = client.getByRole('region', { name: 'Ligne 1' });
    await line.locator('[data-line-unit-below]', { hasText: 'lot' }).waitFor();
    const boxTops = await line.evaluate((card) =>
      ['quantity', 'unit_price', 'vat'].map((cell) => Math.round(card.querySelector(`[data-cell="${cell}"] .MuiInputBase-root`)!.getBoundingClientRect().top)),
    );
    expect(new Set(boxTops).size).toBe(1);
    await screenshot(client, 'request-loop-375-wizard-line');
    expect(await overflow(client)).toBe(0);
    await provider.setViewportSize({ width: 375, height: 812 });
    await visit(provider, '/app/demandes-devis');
    // Settled requests leave the open list; the 'Acceptées' filter shows them, as 'Finalisée'.
    await provider.getByRole('combobox', { name: 'Statut' }).click();
    await provider.getByRole('option', { name: 'Acceptées' }).click();
    await requestCard(provider).getByText('Finalisée').waitFor();
    await screenshot(provider, 'request-loop-375-provider-requests');
    expect(await overflow(provider)).toBe(0);
    await requestCard(provider).getByRole('link', { name: 'Voir' }).click();
    await provider.waitForURL((u) => u.pathname.endsWith('/review'));
    await provider.getByRole('region', { name: 'Totaux' }).waitFor();
    await screenshot(provider, 'request-loop-375-review');
    expect(await overflow(provider)).toBe(0);
  });
});
