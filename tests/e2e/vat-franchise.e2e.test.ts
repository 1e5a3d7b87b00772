/**
 * A provider under the VAT franchise (art. 293 B du CGI): the sample quote, its detail dialog and its public
 * page all say 'TVA non applicable, art. 293 B du CGI', as the PDF does, and charge no VAT.
 */
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { createProvider, type TestAccount } from '../support/accounts';
import { openBrowser, type BrowserSession } from '../support/browser';
import { signInProvider, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

const MENTION = 'TVA non applicable, art. 293 B du CGI';

let browser: BrowserSession;
let page: Page;
let provider: TestAccount;

beforeAll(async () => {
  provider = await createProvider({ companyName: 'Micro-entreprise Lemoine' });
  await api('/api/profile', { method: 'PUT', token: provider.token, body: { company_name: 'Micro-entreprise Lemoine', vat_franchise: true } });
  await api('/api/sample-data', { token: provider.token, body: {} });
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

test('the sample quote of a provider under the franchise: lines at 0 %, the mention in the detail dialog', async () => {
  await signInProvider(page, provider);
  await visit(page, '/app/quotes');
  await page.getByRole('article').first().getByRole('button', { name: 'Voir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(MENTION).waitFor();
  const rates = await dialog.getByRole('table', { name: 'Lignes du devis' }).locator('tbody tr td:nth-child(3)').allTextContents();
  expect(rates.length).toBeGreaterThan(0);
  expect(rates.every((r) => r.replace(/\s/g, ' ') === '0 %')).toBe(true);
  // Its totals: no VAT line, the mention instead.
  expect(await dialog.getByRole('region', { name: 'Totaux' }).getByText('TVA', { exact: true }).count()).toBe(0);
  await dialog.getByRole('region', { name: 'Totaux' }).getByText(MENTION).waitFor();
  await screenshot(page, 'vat-franchise-quote-detail');
});

test('its public page shows the mention too', async () => {
  const { items } = await api<{ items: { id: string }[] }>('/api/quotes', { token: provider.token });
  const sent = await api<{ publicLink: string }>('/fn/sendQuote', { token: provider.token, body: { quoteId: items[0]!.id, sendToClientAccount: false } });
  const link = new URL(sent.publicLink);
  await visit(page, `${link.pathname}${link.search}`);
  await page.getByText(MENTION).waitFor();
  await screenshot(page, 'vat-franchise-public-quote');
});
