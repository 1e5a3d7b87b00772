import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { currentPath, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.context.newPage();
});
afterEach(async () => {
  await page?.close();
});

const notFound = () => page.getByText('Oops! Page not found');

describe('the shell (root config)', () => {
  it('shows the 404 page on an unknown path (the landing, fallback of every unowned path), with a link back home', async () => {
    await visit(page, '/cette-page-n-existe-pas');
    await notFound().waitFor({ state: 'visible' });
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(await notFound().count()).toBe(0);
  });

  // The test stack runs with PUBLIC_PROVIDER on (the journeys open public pages); with it off /p/ is the 404
  // page: tests/build/shell.test.ts (static shell) and mf-public/src/app-routes.test.tsx check that.
  it('/p/{publicId} is the public provider page while PUBLIC_PROVIDER is on; an unknown one says so', async () => {
    const flags = await api<{ PUBLIC_PROVIDER: boolean }>('/fn/features');
    expect(flags.PUBLIC_PROVIDER).toBe(true);

    await visit(page, '/p/anything');
    await page.getByRole('heading', { level: 1, name: 'Page non trouvée' }).waitFor();
    await page.getByText('Prestataire non trouvé').waitFor();
    expect(currentPath(page)).toBe('/p/anything');
  });
});
