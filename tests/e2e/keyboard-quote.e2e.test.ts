import type { Page } from 'playwright-core';
import { createProvider, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { focusedName, tabTo } from '../support/keyboard';
import { visit } from '../support/page';
import { screenshot } from '../support/screenshot';

/**
 * A provider signs in, creates a quote for an existing client with two catalogue lines and sends it, with the
 * keyboard only (Tab, Shift+Tab, Enter, Space, arrows, typing: no click anywhere). Focus must show at every stop
 * and go through each screen in reading order.
 */
let browser: BrowserSession;
let page: Page;
let provider: TestAccount;
const run = Date.now().toString(36);
const clientName = `Boulangerie Clavier ${run}`;
/** Controls met on the way whose focus did not show. */
const unseen: string[] = [];
/** Every focus stop, for the report. */
const path: string[] = [];

beforeAll(async () => {
  provider = await createProvider({ companyName: `Menuiserie Clavier ${run}` });
  await api('/api/clients', { token: provider.token, body: { company_name: clientName, contact_name: 'Paul Martin', email: 'paul.clavier@e2e.devis.local' } });
  await api('/api/services', { token: provider.token, body: { name: 'Pose de parquet', unit_price_ht: 3_500, unit: 'm²' } });
  await api('/api/services', { token: provider.token, body: { name: 'Plinthes chêne', unit_price_ht: 1_200, unit: 'ml' } });
  browser = await openBrowser({ width: 1280, height: 800 });
  page = browser.page;
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
}, 120_000);
afterAll(async () => {
  console.log(`keyboard journey: ${path.length} focus stops\n${path.join('\n')}`);
  await browser?.close();
});

const go = async (target: RegExp, options: { back?: boolean; max?: number } = {}) => {
  const stops = await tabTo(page, target, { ...options, unseen });
  path.push(...stops);
  return stops;
};
const indexOf = (stops: string[], pattern: RegExp) => stops.findIndex((s) => pattern.test(s));

describe('a quote with the keyboard only', () => {
  it('signs in', async () => {
    await visit(page, '/login');
    // The email field has focus on arrival.
    await expect(focusedName(page)).resolves.toMatch(/Email/);
    await page.keyboard.type(provider.email);
    await go(/Mot de passe/);
    await page.keyboard.type(provider.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/app');
  });

  it("skips the header with 'Aller au contenu', then goes back to the navigation and opens a new quote", async () => {
    // The URL changes before React commits the new page: until then the sign-in form, and its own h1, stay.
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
    // The first stop of the page: the skip link, shown over the header while it has focus.
    const first = await go(/^link Aller au contenu$/, { max: 3 });
    expect(first).toEqual(['link Aller au contenu']);
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    const shown = await skip.boundingBox();
    expect(shown && shown.y >= 0 && shown.height > 0).toBe(true);
    await screenshot(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    await expect(focusedName(page)).resolves.toMatch(/^main/);
    // The next Tab is in the page, past the brand, the 7 links, 'Aide' and 'Déconnexion'.
    await go(/./, { max: 1 });
    await expect(page.evaluate(() => !!document.activeElement?.closest('main'))).resolves.toBe(true);
    const hidden = await skip.boundingBox();
    expect(hidden === null || hidden.y + hidden.height <= 0).toBe(true);

    // Back up to the navigation: the header's controls in reverse visual order.
    const stops = await go(/^link Devis$/, { back: true });
    expect(stops.slice(0, 3)).toEqual(['button Déconnexion', 'link Aide', 'link Profil']);
    expect(stops.at(-1)).toBe('link Devis');
    // The brand link has a name of its own: 'Devis' alone is the quotes.
    await expect(page.getByRole('link', { name: 'Devis, accueil' }).getAttribute('href')).resolves.toBe('/app');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/app/quotes');
    await page.getByRole('heading', { level: 1, name: 'Mes devis' }).waitFor();
    await go(/Nouveau devis/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/app/quotes/new');
    await page.getByLabel('Description ligne 1').waitFor();
  });

  it('picks the client, titles the quote and adds two catalogue lines', async () => {
    const toClient = await go(/combobox Client/);
    // The form starts after the page's back link and heading, not in the middle.
    expect(indexOf(toClient, /Mes devis/)).toBeGreaterThanOrEqual(0);
    await page.keyboard.type('Boulangerie Clavier');
    await page.getByRole('option', { name: new RegExp(clientName) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Client' }).inputValue()).resolves.toBe(clientName);

    await go(/Titre/);
    await page.keyboard.type('Parquet du salon');
    const toCatalogue = await go(/Ajouter depuis le catalogue/);
    // Reading order: the two dates between the title and the lines.
    expect(indexOf(toCatalogue, /Date du devis|Jour/)).toBeGreaterThanOrEqual(0);
    await page.keyboard.type('parquet');
    await page.getByRole('option', { name: /Pose de parquet/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The picked service replaces the empty line; focus goes to its quantity.
    await expect(focusedName(page)).resolves.toMatch(/Quantité ligne 1/);
    await page.keyboard.type('24');

    await go(/Ajouter depuis le catalogue/, { back: true });
    await page.keyboard.type('plinthes');
    await page.getByRole('option', { name: /Plinthes chêne/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(focusedName(page)).resolves.toMatch(/Quantité ligne 2/);
    await page.keyboard.type('18');
    // 24 × 35 € + 18 × 12 € = 1 056 € HT, at 20 %.
    const totals = page.getByRole('region', { name: 'Totaux' });
    await expect(totals.getByLabel('Total TTC').textContent()).resolves.toMatch(/1\s267,20\s€/);
    await screenshot(page, 'keyboard-quote-form');
  });

  it('saves and sends it, and the toast is announced', async () => {
    const toSend = await go(/Enregistrer et envoyer/);
    // Line by line, then the notes, then the totals panel's buttons.
    expect(indexOf(toSend, /Prix unitaire HT ligne 2/)).toBeLessThan(indexOf(toSend, /Notes/));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Envoyer le devis/ });
    await dialog.waitFor();
    // Focus moves into the dialog.
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    await screenshot(page, 'keyboard-quote-send-dialog');
    // The client-account checkbox is reached and toggled with Space, then off again.
    await go(/^checkbox /);
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await page.keyboard.press('Space');
    await go(/^button Envoyer$/);
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Lien public du devis').waitFor();
    // The toast sits in the page's polite live region, which was there before it.
    const region = page.getByRole('region', { name: 'Notifications' });
    await region.getByText('Devis envoyé').waitFor();
    await screenshot(page, 'keyboard-quote-sent');
    await go(/^button Fermer$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article').filter({ hasText: 'Parquet du salon' });
    await card.getByText('Envoyé').waitFor();
    // The form's button that opened the dialog is gone: focus lands on the sent quote's card, not the page's top.
    await expect(focusedName(page)).resolves.toBe('button Voir');
    await expect(card.getByRole('button', { name: 'Voir' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await screenshot(page, 'keyboard-quote-closed');
    expect(unseen).toEqual([]);
  });
});
