import type { Page } from 'playwright-core';
import { createProvider, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { signInProvider, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

let browser: BrowserSession;
let page: Page;
let provider: TestAccount;
const CLIENTS = 120;

beforeAll(async () => {
  provider = await createProvider({ companyName: 'Agence Grands Comptes' });
  // 120 clients, created out of order: the list sorts them by name, numbers as numbers.
  const numbers = Array.from({ length: CLIENTS }, (_, i) => (i * 37) % CLIENTS);
  for (let start = 0; start < CLIENTS; start += 20) {
    await Promise.all(
      numbers.slice(start, start + 20).map((n) =>
        api('/api/clients', { token: provider.token, body: { company_name: `Client ${n + 1}`, contact_name: n === 84 ? 'Zoé Lambert' : null } }),
      ),
    );
  }
  await api('/api/services', { token: provider.token, body: { name: 'Audit de sécurité', description: 'Tests d’intrusion', unit_price_ht: 90000 } });
  // A services page longer than the screen, so that a kept scroll position would show.
  await Promise.all(Array.from({ length: 30 }, (_, i) => api('/api/services', { token: provider.token, body: { name: `Forfait ${i + 1}`, unit_price_ht: 10000 } })));
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signInProvider(page, provider);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('long lists journey (hundreds of clients)', () => {
  it("shows the clients 50 at a time in name order, 'Charger plus' brings the next ones", async () => {
    await visit(page, '/app/clients');
    await page.getByText(`50 sur ${CLIENTS} clients`).waitFor();
    const names = async () => page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect((await names()).slice(0, 4)).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 4']);
    await screenshot(page, 'long-lists-clients-first-page');
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await page.getByText(`100 sur ${CLIENTS} clients`).waitFor();
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await page.getByText(`${CLIENTS} sur ${CLIENTS} clients`).waitFor();
    expect(await page.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
    expect((await names()).at(-1)).toBe(`Client ${CLIENTS}`);
    await screenshot(page, 'long-lists-clients-all');
  });

  it('a page opened from far down the list starts at its top, with the focus; Back returns to the same place in the list', async () => {
    await visit(page, '/app/clients');
    await page.getByText(`50 sur ${CLIENTS} clients`).waitFor();
    await page.getByRole('button', { name: 'Charger plus' }).scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(2000);
    // The header stays on screen (sticky): its 'Services' link.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
    await page.getByRole('article').nth(30).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
    await page.goBack();
    await page.getByText(`50 sur ${CLIENTS} clients`).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, listY);
  });

  it('searches the clients on the server: the start of a word of the company or the contact', async () => {
    await visit(page, '/app/clients');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('lamb');
    await page.getByText('1 sur 1 client').waitFor();
    expect(await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(['Client 85']);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('client 11');
    // Client 11 and Client 110 to 119.
    await page.getByText('11 sur 11 clients').waitFor();
    await screenshot(page, 'long-lists-clients-search');
  });

  it("the quote form's client picker finds any of them by typing, and the catalogue picker by a word", async () => {
    await visit(page, '/app/quotes/new');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.click();
    // A first page, then '+ Nouveau client'.
    await page.getByRole('option', { name: '+ Nouveau client' }).waitFor();
    expect(await page.getByRole('option').count()).toBe(21);
    await picker.fill('zoé lam');
    await page.getByRole('option', { name: /Client 85/ }).waitFor();
    await screenshot(page, 'long-lists-client-picker');
    await page.getByRole('option', { name: /Client 85/ }).click();
    await expect(picker.inputValue()).resolves.toBe('Client 85');

    await page.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }).fill('intrusion');
    await page.getByRole('option', { name: /Audit de sécurité/ }).click();
    await expect(page.getByLabel('Description ligne 1').inputValue()).resolves.toBe('Audit de sécurité');
  });
});
