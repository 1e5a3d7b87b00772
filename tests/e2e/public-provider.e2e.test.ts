/**
 * The public provider page (issue 11), in each access mode: the provider turns the page on, a visitor opens
 * it, gives an email when asked, builds a basket of 3 services, gets the quote and downloads its PDF; the
 * provider then finds the quote in the list. The test stack runs with PUBLIC_PROVIDER on.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { formatMoney } from '@devis/domain';
import { api } from '../support/api';
import { createProvider, uniqueEmail, type TestAccount } from '../support/accounts';
import { openBrowser, type BrowserSession } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { currentPath, signInProvider, visit } from '../support/page';
import { ARTIFACTS_DIR, screenshot } from '../support/screenshot';

let providerBrowser: BrowserSession;

beforeAll(async () => {
  providerBrowser = await openBrowser();
});
afterAll(async () => {
  await providerBrowser?.close();
});

/** The provider's browser, signed in as this provider (a fresh profile for each). */

/** The quote's number, from "Devis n° 2026-001 · émis le …"; its heading names the basket's services. */
async function quoteNumber(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: /Atelier de formation, Audit de site, Maintenance mensuelle/ }).waitFor();
  const line = await page.getByText(/^Devis n° \d{4}-\d{3}/).innerText();
  return line.match(/\d{4}-\d{3}/)![0];
}
async function signedIn(provider: TestAccount): Promise<Page> {
  await providerBrowser.close();
  providerBrowser = await openBrowser();
  await signInProvider(providerBrowser.page, provider);
  return providerBrowser.page;
}

const SERVICES = [
  { name: 'Audit de site', description: 'Analyse complète, rapport écrit', unit_price_ht: 45_000, tva_rate_percent: 20, unit: 'forfait' },
  { name: 'Atelier de formation', description: 'Une demi-journée dans vos locaux', unit_price_ht: 32_000, tva_rate_percent: 20, unit: 'demi-journée' },
  { name: 'Maintenance mensuelle', description: null, unit_price_ht: 9_000, tva_rate_percent: 20, unit: 'mois' },
  { name: 'Rédaction de contenus', description: 'Par page livrée', unit_price_ht: 12_000, tva_rate_percent: 10, unit: 'page' },
];

async function providerWithCatalogue(companyName: string): Promise<TestAccount> {
  const provider = await createProvider({ companyName });
  for (const service of SERVICES) await api('/api/services', { token: provider.token, body: service });
  return provider;
}

/** Checks 3 services (the first with quantity 2) and returns the TTC the basket should show. */
async function buildBasket(page: Page): Promise<string> {
  for (const name of ['Audit de site', 'Atelier de formation', 'Maintenance mensuelle']) {
    await page.getByRole('listitem', { name }).getByRole('checkbox').check();
  }
  const qty = page.getByRole('listitem', { name: 'Audit de site' }).getByLabel('Quantité Audit de site');
  await qty.fill('2');
  // 2 × 450 + 320 + 90 = 1 310,00 € HT, TVA 20 % = 262,00 €
  const total = formatMoney(157_200);
  await page.getByTestId('basket-total').filter({ visible: true }).filter({ hasText: total }).waitFor();
  return total;
}

/** Clicks the PDF button (answering the email dialog when it opens) and checks the downloaded file. */
async function downloadPdf(page: Page, name: string, email: string | null): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  if (email) {
    const dialog = page.getByRole('dialog', { name: 'Votre adresse email' });
    await dialog.getByLabel('Adresse email').fill(email);
    await screenshot(page, `${name}-pdf-email-dialog`);
    await dialog.getByRole('button', { name: 'Télécharger le PDF' }).click();
  }
  const file = path.join(ARTIFACTS_DIR, `${name}.pdf`);
  const done = await download;
  expect(done.suggestedFilename()).toMatch(/^devis-\d{4}-\d{3}\.pdf$/);
  await done.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The provider's list shows the quote, marked as coming from the public page. */
async function providerSeesQuote(page: Page, quoteNumber: string, visitorEmail: string, name: string) {
  await visit(page, '/app/quotes');
  const card = page.getByRole('article', { name: `Devis ${quoteNumber}` });
  await card.getByText('Page publique').waitFor();
  await card.getByText(visitorEmail, { exact: false }).waitFor();
  await screenshot(page, `${name}-provider-list`);
}

describe('ACCESS_ON_EMAIL: the email comes first', () => {
  let provider: TestAccount;
  let pageUrl = '';
  const visitorEmail = uniqueEmail('lea');

  it('the provider turns the page on in the profile and gets its address', async () => {
    provider = await providerWithCatalogue('Atelier Vitrine SARL');
    const page = await signedIn(provider);
    await visit(page, '/app/profile');
    const card = page.getByRole('region', { name: 'Page publique' });
    // The switch shows the saved state: it turns on once the server answers.
    const toggle = card.getByRole('switch', { name: 'Activer ma page publique' });
    await toggle.click();
    await page.getByText('Page publique activée').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    const address = card.getByRole('textbox', { name: 'Adresse de la page publique' });
    pageUrl = await address.inputValue();
    expect(pageUrl).toMatch(/\/p\/[a-z0-9]{24}$/);
    expect(await card.getByRole('radio', { name: /Email demandé avant d'accéder au catalogue/ }).isChecked()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'public-provider-profile-card');
  });

  it('a visitor gives an email, builds a basket of 3 services, gets the quote and its PDF', async () => {
    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await visit(page, new URL(pageUrl).pathname);
      const gate = page.getByRole('dialog', { name: 'Votre adresse email' });
      await gate.waitFor();
      await gate.getByLabel('Adresse email').fill('pas-une-adresse');
      await gate.getByRole('button', { name: 'Continuer' }).click();
      await gate.getByText('Veuillez saisir une adresse email valide').waitFor();
      await screenshot(page, 'public-provider-access-gate');
      await gate.getByLabel('Adresse email').fill(visitorEmail);
      await gate.getByRole('button', { name: 'Continuer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Atelier Vitrine SARL' }).waitFor();
      await page.getByText(`Votre adresse : ${visitorEmail}`).waitFor();

      // The email is remembered for this page: a reload asks nothing.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Atelier Vitrine SARL' }).waitFor();
      expect(await gate.count()).toBe(0);

      const total = await buildBasket(page);
      await screenshot(page, 'public-provider-access-basket-1280');
      await page.getByRole('complementary', { name: 'Votre panier' }).filter({ visible: true }).getByRole('button', { name: 'Obtenir mon devis' }).click();
      await page.waitForURL((u) => /^\/c\/quotes\/[a-z0-9]{24}$/.test(u.pathname));
      await page.getByText('Votre devis est prêt', { exact: false }).waitFor();
      await page.getByTestId('total-ttc').filter({ hasText: total }).waitFor();
      const number = await quoteNumber(page);
      expect(number).toMatch(/^\d{4}-\d{3}$/);
      await screenshot(page, 'public-provider-access-quote-1280');

      const text = await downloadPdf(page, 'public-provider-access', null);
      expect(text).toContain(number);
      expect(text).toContain(visitorEmail);
      expect(text).toContain('Audit de site');

      const mail = await waitForMail((m) => m.kind === 'public-basket-quote' && m.to === provider.email);
      expect(mail.subject).toBe(`Nouveau devis ${number} depuis votre page publique`);
      await providerSeesQuote(providerBrowser.page, number, visitorEmail, 'public-provider-access');
    } finally {
      await visitor.close();
    }
  });
});

describe('DOWNLOAD_ON_EMAIL: the catalogue is open, the email is asked at the PDF', () => {
  let provider: TestAccount;
  let publicPath = '';
  const visitorEmail = uniqueEmail('jean');

  it('the provider chooses the mode (the page is on)', async () => {
    provider = await providerWithCatalogue('Studio Catalogue');
    const profile = await api<{ public_id: string }>('/api/profile/public-page', { method: 'PUT', token: provider.token, body: { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' } });
    publicPath = `/p/${profile.public_id}`;
  });

  it('a visitor builds a basket of 3 services without an email, then gives it to download the PDF', async () => {
    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await visit(page, publicPath);
      await page.getByRole('heading', { level: 1, name: 'Studio Catalogue' }).waitFor();
      await page.waitForFunction(() => document.title === 'Studio Catalogue | Devis');
      expect(await page.getByRole('dialog').count()).toBe(0);
      const total = await buildBasket(page);
      await screenshot(page, 'public-provider-download-basket-1280');
      await page.getByRole('complementary', { name: 'Votre panier' }).filter({ visible: true }).getByRole('button', { name: 'Obtenir mon devis' }).click();
      await page.waitForURL((u) => /^\/c\/quotes\/[a-z0-9]{24}$/.test(u.pathname));
      await page.getByTestId('total-ttc').filter({ hasText: total }).waitFor();
      const number = await quoteNumber(page);

      const text = await downloadPdf(page, 'public-provider-download', visitorEmail);
      expect(text).toContain(number);
      expect(text).toContain(visitorEmail);
      await screenshot(page, 'public-provider-download-quote-1280');

      // Another browser holding the bare link cannot read the visitor's quote.
      const stranger = await openBrowser();
      try {
        await visit(stranger.page, currentPath(page));
        await stranger.page.getByRole('heading', { level: 1, name: 'Devis non trouvé' }).waitFor();
      } finally {
        await stranger.close();
      }

      await waitForMail((m) => m.kind === 'public-basket-email' && m.to === provider.email && m.text.includes(visitorEmail));
      await providerSeesQuote(await signedIn(provider), number, visitorEmail, 'public-provider-download');
    } finally {
      await visitor.close();
    }
  });

  it('on a phone (375 px) the basket sticks to the bottom of the screen with its total and button', async () => {
    const phone = await openBrowser({ width: 375, height: 812 });
    try {
      const { page } = phone;
      await visit(page, publicPath);
      await page.getByRole('heading', { level: 1, name: 'Studio Catalogue' }).waitFor();
      await page.getByRole('listitem', { name: 'Rédaction de contenus' }).getByRole('checkbox').check();
      const bar = page.getByRole('complementary', { name: 'Votre panier' }).filter({ visible: true });
      await bar.getByTestId('basket-total').filter({ hasText: formatMoney(13_200) }).waitFor();
      // At the top of a catalogue taller than the screen, the basket is stuck to the screen's bottom edge.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(812);
      const box = await bar.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(812);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'public-provider-375-viewport.png') });
      await screenshot(page, 'public-provider-375');
      await bar.getByRole('button', { name: 'Obtenir mon devis' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/c/quotes/'));
      await page.getByRole('button', { name: 'Télécharger le PDF' }).waitFor();
      await screenshot(page, 'public-provider-375-quote');
    } finally {
      await phone.close();
    }
  });
});
