import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { openBrowser, type BrowserSession } from '../support/browser';
import { currentPath, visit } from '../support/page';
import { screenshot } from '../support/screenshot';
import { url } from '../support/stack';

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

  // The shell function knows the path it serves: the page's own app modules are linked in the HTML and download with
  // root-config's, instead of once root-config has run and added them (the bench: bench/quotes-first-render.mjs).
  it("serves each app screen with links to its app's modules and its page module, which the browser then fetches once; the landing without", async () => {
    const served = async (path: string) => {
      const html = await (await fetch(url(path))).text();
      const linked = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((match) => match[1]!);
      const lists = JSON.parse(/<script type="application\/json" id="devis-app-preloads">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, string[]>;
      return { linked, lists };
    };
    const quotes = await served('/app/quotes');
    const provider = quotes.lists['@devis/provider']!;
    const quotesPage = quotes.lists['/app/quotes']!;
    expect(provider.filter((href) => href.endsWith('/devis-provider.js'))).toHaveLength(1);
    expect(quotesPage.length).toBeGreaterThan(0);
    expect(quotes.linked).toEqual(expect.arrayContaining([...provider, ...quotesPage]));

    const clients = await served('/app/clients/');
    expect(clients.linked).toEqual(expect.arrayContaining([...provider, ...clients.lists['/app/clients']!]));
    expect(clients.linked.filter((href) => quotesPage.includes(href))).toEqual([]);

    // A landing page is pre-rendered: its modules would only delay its first paint, root-config adds them after.
    const home = await served('/');
    expect(home.linked.filter((href) => home.lists['@devis/landing']!.includes(href))).toEqual([]);

    const clientPortal = await served('/client/login');
    expect(clientPortal.linked).toEqual(expect.arrayContaining(clientPortal.lists['@devis/client']!));
    expect(clientPortal.linked.filter((href) => /\/devis-provider\.js$/.test(href))).toEqual([]);

    // root-config adds no second link for them, and each module is downloaded once.
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) fetched.push(new URL(response.url()).pathname);
    });
    await visit(page, '/app/quotes');
    await page.waitForLoadState('networkidle');
    const links = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')));
    expect(links.length).toBe(new Set(links).size);
    for (const href of [...provider, ...quotesPage]) expect([href, fetched.filter((path) => path === href).length]).toEqual([href, 1]);
  });
});
