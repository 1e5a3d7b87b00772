import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createProvider, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { signInProvider, visit } from '../support/page';
import { ARTIFACTS_DIR, screenshot } from '../support/screenshot';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

let browser: BrowserSession;
let page: Page;
let provider: TestAccount;

beforeAll(async () => {
  provider = await createProvider({ companyName: 'Carrelages Morel' });
  await api('/api/clients', { token: provider.token, body: { company_name: 'Boulangerie Martin', contact_name: 'Paul Martin' } });
  browser = await openBrowser(PHONE);
  page = browser.page;
  await signInProvider(page, provider);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not visible: ${locator.toString()}`);
  return found;
}

/** Where the fields of line n are on the screen. */
async function lineBoxes(n: number) {
  return {
    card: await box(page.getByTestId('quote-line').nth(n - 1)),
    // The description is a growing text area: its visible box is the field around it, not the text area itself.
    description: await box(page.getByLabel(`Description ligne ${n}`).locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]')),
    quantity: await box(page.getByLabel(`Quantité ligne ${n}`)),
    unitPrice: await box(page.getByLabel(`Prix unitaire HT ligne ${n}`)),
    vat: await box(page.getByRole('combobox', { name: `TVA ligne ${n}` })),
    total: await box(page.getByLabel(`Total HT ligne ${n}`)),
  };
}

/** The screen as the phone shows it (a full-page capture draws sticky bars in the middle of the page). */
const screenOnly = (name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });

const text = async (locator: Locator) => (await locator.textContent())?.replace(/\s/g, ' ').trim();

describe('the quote form on a phone (375 px)', () => {
  it('shows each line as a card: the description on its own row, quantity, price and VAT side by side, the line total', async () => {
    await visit(page, '/app/quotes/new');
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: /Boulangerie Martin/ }).click();

    await page.getByLabel('Description ligne 1').fill('Pose de carrelage, salle de bain');
    // A five-figure price: it shows whole beside the quantity and the VAT (its '€' goes into the label on a card).
    await page.getByLabel('Quantité ligne 1').fill('1,25');
    await page.getByLabel('Prix unitaire HT ligne 1').fill('10 455,00');
    await page.getByRole('combobox', { name: 'TVA ligne 1' }).click();
    await page.getByRole('option', { name: '10 %' }).click();
    // Same keyboard as on a desktop: Enter goes to the next line, adding it after the last.
    await page.getByLabel('Prix unitaire HT ligne 1').press('Enter');
    await expect(page.getByLabel('Description ligne 2').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('Déplacement');
    await page.getByLabel('Prix unitaire HT ligne 2').fill('30');

    const line = await lineBoxes(1);
    // The description takes the card's width, on a row of its own.
    expect(line.description.width).toBeGreaterThan(line.card.width - 40);
    expect(line.quantity.y).toBeGreaterThanOrEqual(line.description.y + line.description.height);
    // Quantity, unit price and VAT on one row, left to right, inside the card.
    for (const field of [line.unitPrice, line.vat]) expect(Math.abs(field.y - line.quantity.y)).toBeLessThan(4);
    expect(line.quantity.x + line.quantity.width).toBeLessThanOrEqual(line.unitPrice.x);
    expect(line.unitPrice.x + line.unitPrice.width).toBeLessThanOrEqual(line.vat.x);
    expect(line.vat.x + line.vat.width).toBeLessThanOrEqual(line.card.x + line.card.width);
    // Each field shows its whole value; the line total is below, inside the screen.
    for (const label of ['Quantité ligne 1', 'Prix unitaire HT ligne 1']) {
      await expect(page.getByLabel(label).evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    }
    expect(line.total.y).toBeGreaterThanOrEqual(line.quantity.y + line.quantity.height);
    expect(line.total.x + line.total.width).toBeLessThanOrEqual(PHONE.width);
    await expect(text(page.getByLabel('Total HT ligne 1'))).resolves.toBe('13 068,75 €');
    // Nothing wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel('Description ligne 1').scrollIntoViewIfNeeded();
    await screenOnly('quote-form-phone-lines');
  });

  it('keeps the total and the save button at the bottom of the screen while the lines are edited', async () => {
    await page.getByLabel('Description ligne 1').scrollIntoViewIfNeeded();
    const bar = page.getByRole('region', { name: 'Total du devis' });
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(barBox.y + barBox.height).toBeGreaterThan(PHONE.height - 2);
    // 13 068,75 € at 10 % and 30,00 € at 20 %: the panel's total.
    await expect(text(bar.getByLabel('Total TTC'))).resolves.toBe('14 411,63 €');
    await expect(text(page.getByRole('region', { name: 'Totaux' }).getByLabel('Total TTC'))).resolves.toBe('14 411,63 €');
    // The total and both ways to save (send, draft) sit whole inside the screen, finger-sized.
    const amount = await box(bar.getByLabel('Total TTC'));
    expect(amount.x + amount.width).toBeLessThanOrEqual(PHONE.width);
    for (const name of ['Enregistrer et envoyer', 'Enregistrer le brouillon']) {
      const button = await box(bar.getByRole('button', { name }));
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    // Once the totals panel is on screen the bar gives way to it, and comes back above.
    await page.getByRole('region', { name: 'Totaux' }).scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'detached' });
    await screenOnly('quote-form-phone-totals');
    await page.getByLabel('Description ligne 1').scrollIntoViewIfNeeded();
    await bar.waitFor();

    await bar.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Devis enregistré').waitFor();
    await page.waitForURL((u) => u.pathname === '/app/quotes');
  });

  it('keeps the table of lines and the totals beside it on a desktop (1280 px)', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('article').first().getByText('Modifier', { exact: true }).click();
    await page.getByLabel('Description ligne 2').waitFor();
    const line = await lineBoxes(1);
    // One row: description, quantity, price, VAT and total side by side.
    for (const field of [line.quantity, line.unitPrice, line.vat]) expect(Math.abs(field.y - line.description.y)).toBeLessThan(4);
    expect(line.description.x + line.description.width).toBeLessThanOrEqual(line.quantity.x);
    expect(line.vat.x + line.vat.width).toBeLessThanOrEqual(line.total.x + 1);
    await expect(text(page.getByLabel('Total HT ligne 1'))).resolves.toBe('13 068,75 €');
    expect(await page.getByRole('region', { name: 'Total du devis' }).count()).toBe(0);
    await screenshot(page, 'quote-form-desktop');
  });
});
