import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer, useBuiltShell } from './built-shell';

// The shell preloads the modules of the app that owns the page (build/import-map.mjs, root-config/src/preload-app.ts).
const shell = useBuiltShell();

/** The page's modulepreload links and the scripts it fetched, as file names under /apps/<package>/. */
async function visit(route: string) {
  const server = await startStaticServer({ dir: shell.hostingDir() });
  const page = await shell.context().newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  const preloads = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href') ?? ''),
  );
  await page.close();
  await server.close();
  return { preloads, scripts };
}

const named = (urls: string[], pattern: RegExp) => urls.filter((url) => pattern.test(url));

test('/app/quotes preloads the provider app, the platform and the session, and fetches each once', async () => {
  const { preloads, scripts } = await visit('/app/quotes');
  expect(named(preloads, /\/devis-provider\.js$/)).toHaveLength(1);
  expect(named(preloads, /\/apps\/platform\/\w+\/(platform|session|landing-core)\.js$/)).toHaveLength(3);
  for (const file of ['devis-provider.js', 'platform.js', 'session.js']) {
    expect(named(scripts, new RegExp(`/${file.replace('.', '\\.')}$`))).toHaveLength(1);
  }
});

test("/app/quotes preloads the quotes page's own module (a route chunk), which other pages do not", async () => {
  const provider = JSON.parse(readFileSync(path.join(__dirname, '../../mf-provider/dist/current.json'), 'utf8')) as { version: string; pages: Record<string, string[]> };
  const quotesPage = provider.pages['/app/quotes']!.map((file) => `/apps/mf-provider/${provider.version}/${file}`);
  expect(quotesPage.length).toBeGreaterThan(0);
  expect((await visit('/app/quotes')).preloads).toEqual(expect.arrayContaining(quotesPage));
  const clients = await visit('/app/clients');
  expect(clients.preloads.filter((url) => quotesPage.includes(url))).toEqual([]);
  expect(clients.preloads).toEqual(expect.arrayContaining(provider.pages['/app/clients']!.map((file) => `/apps/mf-provider/${provider.version}/${file}`)));
});

test("/app/quotes' first download carries neither the Firebase Auth SDK (loaded after, on demand) nor yup", async () => {
  const { preloads } = await visit('/app/quotes');
  const sources = preloads.map((url) => ({ url, text: readFileSync(path.join(shell.hostingDir(), url), 'utf8') }));
  expect(sources.length).toBeGreaterThan(5);
  // Markers of each library's own code: the Auth SDK's server, yup's English default message.
  expect(sources.filter(({ text }) => text.includes('identitytoolkit')).map(({ url }) => url)).toEqual([]);
  expect(sources.filter(({ text }) => text.includes('is a required field')).map(({ url }) => url)).toEqual([]);
});

test('the landing home preloads only what it loads anyway: no provider app, no session, no full platform', async () => {
  const { preloads, scripts } = await visit('/');
  expect(named(preloads, /\/devis-landing\.js$/)).toHaveLength(1);
  expect(named(preloads, /\/(devis-provider|session|platform|forms)\.js$/)).toEqual([]);
  const fetched = new Set(scripts);
  expect(preloads.filter((url) => !fetched.has(url))).toEqual([]);
});

test('an unknown path preloads the landing (its 404 page) and no other app', async () => {
  const { preloads } = await visit('/page-inexistante');
  expect(named(preloads, /\/devis-landing\.js$/)).toHaveLength(1);
  expect(named(preloads, /\/apps\/mf-(provider|client|public)\//)).toEqual([]);
});
