import { startStaticServer, useBuiltShell } from './built-shell';

// The landing's pages come pre-rendered in the HTML (build time: mf-landing/prerender.mjs; served as the shell
// function serves them): content, title, description and Open Graph tags before any script runs; then the app
// hydrates that markup instead of rendering it again.
const shell = useBuiltShell();

async function served(route: string) {
  const server = await startStaticServer({ dir: shell.hostingDir() });
  try {
    return await (await fetch(server.url + route)).text();
  } finally {
    await server.close();
  }
}

test.each([
  ['/', 'Logiciel de devis en ligne pour indépendants et TPE | Devis', 'Créez des devis professionnels'],
  ['/tarifs', 'Tarifs | Devis', 'Des tarifs simples, sans engagement'],
  ['/legal/mentions-legales', 'Mentions légales | Devis', 'Mentions légales'],
])('%s: title, description, Open Graph tags and the page itself are in the HTML', async (route, title, heading) => {
  const html = await served(route);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${title.replace(/'/g, '&#39;')}</title>`);
  expect(head).toContain(`<meta property="og:title" content="${title.replace(' | Devis', '').replace(/'/g, '&#39;')}" />`);
  // The page's own description, the same for search results and link previews (not the shell's default).
  const description = /<meta property="og:description" content="([^"]{40,})" \/>/.exec(head)?.[1];
  expect(head).toContain(`<meta name="description" content="${description}" />`);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(description).not.toBe('Créez, envoyez et faites accepter vos devis en ligne.');
  expect(head).toMatch(/<style data-emotion="devis /);
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toMatch(new RegExp(`<div id="single-spa-application:@devis/landing" data-prerendered="${route}">`));
  expect(body.slice(0, body.indexOf('<script'))).toContain(heading);
});

test('another app, or a path the landing does not pre-render, gets the bare shell page', async () => {
  for (const route of ['/app/quotes', '/tarifs/', '/page-inexistante']) {
    const html = await served(route);
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<title>Devis - Devis professionnels en quelques clics</title>');
  }
});

test('without scripts the page shows; with them the app takes over the same nodes and links work', async () => {
  const server = await startStaticServer({ dir: shell.hostingDir() });
  const page = await shell.context().newPage();
  try {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(server.url + '/tarifs');
    await expect(page.getByRole('heading', { level: 1, name: 'Des tarifs simples, sans engagement' }).isVisible()).resolves.toBe(true);
    await page.unroute('**/*.js');

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { served: Element | null }).served = document.querySelector('h1');
      });
    });
    await page.goto(server.url + '/tarifs', { waitUntil: 'networkidle' });
    // Hydrated: React owns the very element the server sent (a fresh render would have replaced it).
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')));
    expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served === document.querySelector('h1'))).toBe(true);
    await page.getByRole('navigation').getByRole('link', { name: 'Fonctionnalités' }).first().click();
    await page.waitForURL((url) => url.pathname === '/fonctionnalites');
    await page.waitForFunction(() => document.title === 'Fonctionnalités | Devis');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.not.toBe('Des tarifs simples, sans engagement');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.close();
  }
});
