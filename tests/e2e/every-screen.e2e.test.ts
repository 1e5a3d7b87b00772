import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { DESKTOP, measureLayout, PHONE, screenShots, settle, type LayoutReport } from '../support/layout';
import { signInClient, signInProvider, visit } from '../support/page';
import { clientScreens, createSignedInData, openScreen, providerScreens, type SignedInData, type SignedInScreen } from '../support/signed-in-screens';

/**
 * Every signed-in screen (/app/**, /client/**) and every dialog, at 375 px and at 1280 px, as a provider with
 * demo-like data (the shared screens' data plus the sample data) and as a client: nothing scrolls sideways, no
 * text is cut, dialogs take the whole phone screen, and on a phone every button, link and field is at least
 * 44 × 44 px. Each screen and dialog is saved at both widths, screen-sized, scrolled down to 4 screens:
 * tests/.artifacts/every-screen-<screen>[-<dialog>]-<phone|desktop>[-2..4].png.
 */
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

let data: SignedInData;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  data = await createSignedInData();
  // Demo-like lists: the dashboard's "Ajouter des données de test" (3 clients, 5 services, a quote).
  await api('/api/sample-data', { token: data.provider.token, body: {} });
  browser = await openBrowser(PHONE);
  page = browser.page;
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** What is wrong in a report, each finding named by where it was seen. */
function problems(report: LayoutReport, where: string, phone: boolean): string[] {
  const found: string[] = [];
  if (report.sidewaysScroll > 0) found.push(`${where}: the page scrolls sideways by ${report.sidewaysScroll} px`);
  found.push(...report.sidewaysBoxes.map((b) => `${where}: scrolls sideways: ${b}`));
  found.push(...report.cutText.map((t) => `${where}: cut text: ${t}`));
  if (phone) {
    found.push(...report.smallTargets.map((t) => `${where}: target under 44 px: ${t}`));
    const d = report.dialog;
    if (d && (Math.abs(d.x) > 1 || Math.abs(d.y) > 1 || Math.abs(d.width - PHONE.width) > 1 || Math.abs(d.height - PHONE.height) > 1)) {
      found.push(`${where}: the dialog is not full-screen: ${JSON.stringify(d)}`);
    }
  }
  return found;
}

/** The screen already open, then each of its dialogs, at each width: what is wrong, and a screenshot of each. */
async function checkOpenScreen(screen: SignedInScreen): Promise<string[]> {
  const found: string[] = [];
  for (const [size, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    found.push(...problems(await measureLayout(page), `${screen.name} (${size})`, size === 'phone'));
    await screenShots(page, `every-screen-${screen.name}-${size}`);
    for (const dialog of screen.dialogs ?? []) {
      await dialog.open(page);
      const opened = page.getByRole('dialog');
      await opened.waitFor();
      await settle(page);
      found.push(...problems(await measureLayout(page), `${screen.name}, ${dialog.name} (${size})`, size === 'phone'));
      await screenShots(page, `every-screen-${screen.name}-${dialog.name}-${size}`);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden' });
      await settle(page);
    }
  }
  return found;
}

async function checkScreens(screens: SignedInScreen[]) {
  const found: string[] = [];
  const untitled: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize(PHONE);
    await openScreen(page, screen);
    // Each screen names its tab ('<page> | Devis'), not the shell's default title.
    const title = await page.title();
    if (!/^[^|]+ \| Devis$/.test(title)) untitled.push(`${screen.name}: ${title}`);
    found.push(...(await checkOpenScreen(screen)));
  }
  expect(found).toEqual([]);
  expect(untitled).toEqual([]);
}

describe('at 375 and 1280 px', () => {
  it('every provider screen and dialog fits, with finger-sized targets on a phone', async () => {
    await signInProvider(page, data.provider);
    await checkScreens(providerScreens(data));
    // The menu that replaces the navigation on a phone.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await settle(page);
    await screenShots(page, 'every-screen-provider-menu-phone', 1);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'hidden' });
  }, 300_000);

  it('every client screen and dialog fits, and the wizard lines step too', async () => {
    await browser.close();
    browser = await openBrowser(PHONE);
    page = browser.page;
    await signInClient(page, data.client);
    await checkScreens(clientScreens(data));
    // The wizard's review step (its lines): from a provider's page, pick a service, then 'Suivant'.
    await visit(page, `/client/providers/${encodeURIComponent(data.provider.uid)}/quote`);
    await page.getByRole('region', { name: data.providerName }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('region', { name: 'Ligne 1' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await page.getByRole('region', { name: 'Ligne 2' }).getByLabel('Description').fill('Peinture de la façade côté rue, deux couches, échafaudage compris');
    expect(await checkOpenScreen({ name: 'client-wizard-lines', path: '' })).toEqual([]);

    // 'Suivant' on the review step leads to the confirmation and sends nothing, even with a title typed: in a
    // browser, a button turned into the submit button during its own click would send the request from step 3.
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/client/requests' && sent.push(r.url()));
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByLabel('Titre du projet').fill('Ravalement de façade');
    // Enter in a field does what 'Suivant' does: the next step, and nothing sent.
    await page.getByLabel('Titre du projet').press('Enter');
    await page.getByRole('heading', { name: 'Prestataires', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('region', { name: 'Ligne 2' }).getByLabel('Description').press('Enter');
    await page.getByRole('heading', { name: 'Confirmation' }).waitFor();
    await page.getByRole('button', { name: 'Créer et envoyer le devis' }).waitFor();
    await expect(page.getByLabel('Titre du projet').getAttribute('aria-invalid')).resolves.toBe('false');
    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/client/providers/${encodeURIComponent(data.provider.uid)}/quote`);
  }, 300_000);
});
