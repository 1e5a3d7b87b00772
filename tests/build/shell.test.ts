import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startStaticServer, useBuiltShell } from './built-shell';

// The shell in a real browser: routes mount the right app, the landing's 404 page, the public app's PUBLIC_PROVIDER flag,
// React, react-dom and MUI once.
const publicId = 'abcdefghij0123456789klmn';
const shell = useBuiltShell();

async function visit(route: string, features: unknown = { PUBLIC_PROVIDER: false }) {
  const server = await startStaticServer({ dir: shell.hostingDir(), features });
  const page = await shell.context().newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  return { page, scripts, errors, close: async () => (await page.close(), await server.close()) };
}

const mounted = (page: Page, app: string) => page.locator(`[id="single-spa-application:${app}"]`);

test('the home page mounts the landing app and loads React, react-dom and the platform once', async () => {
  const { page, scripts, close } = await visit('/');
  await expect(mounted(page, '@devis/landing').locator('*').first().waitFor()).resolves.toBeUndefined();
  for (const file of ['vendor/react.js', 'vendor/react-dom-client.js']) {
    expect(scripts.filter((url) => url.endsWith('/' + file))).toHaveLength(1);
  }
  // Landing is scoped to the landing entry of @devis/platform; its home needs neither the session nor the forms module.
  const platformEntries = /\/apps\/platform\/\w+\/(platform|public-pages|landing|forms|session)\.js$/;
  expect(scripts.filter((url) => platformEntries.test(url))).toEqual([expect.stringMatching(/\/landing\.js$/)]);
  await close();
});

test('the landing contact page loads @devis/platform/forms on demand and shows its form', async () => {
  const { page, scripts, errors, close } = await visit('/contact');
  await expect(page.getByRole('textbox', { name: /Email/ }).waitFor()).resolves.toBeUndefined();
  const platformEntries = /\/apps\/platform\/\w+\/(platform|public-pages|landing|forms|session)\.js$/;
  expect(scripts.filter((url) => platformEntries.test(url)).map((url) => url.split('/').pop()).sort()).toEqual(['forms.js', 'landing.js']);
  expect(errors).toEqual([]);
  await close();
});

test.each([
  ['/login', '@devis/provider'],
  ['/client', '@devis/client'],
  [`/${publicId}?t=secret`, '@devis/public'],
])('%s mounts %s', async (route, app) => {
  const { page, close } = await visit(route);
  await expect(mounted(page, app).locator('*').first().waitFor()).resolves.toBeUndefined();
  await close();
});

test('an unknown path falls to the landing, which shows the 404 page with a link home', async () => {
  const { page, scripts, close } = await visit('/page-inexistante');
  await expect(mounted(page, '@devis/landing').getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
  expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  expect(await page.title()).toBe('Page introuvable | Devis');
  expect(scripts.filter((url) => /\/apps\/mf-(provider|client|public)\//.test(url))).toEqual([]);
  await close();
});

/** node_modules files bundled in each output file of each package (build/build-package.mjs writes dist/modules.json). */
function bundledModules(url: string): string[] {
  const [, name, , file] = /^\/apps\/([^/]+)\/([^/]+)\/(.+)$/.exec(url) ?? [];
  if (!name || !file) return [];
  const modules = JSON.parse(readFileSync(path.join(__dirname, '..', '..', name, 'dist', 'modules.json'), 'utf8')) as Record<string, string[]>;
  return modules[file] ?? [];
}

test.each([
  ['/', '@devis/landing'],
  ['/login', '@devis/provider'],
  ['/client/login', '@devis/client'],
  [`/c/quotes/${publicId}`, '@devis/public'],
])('%s loads %s once, with React, react-dom and every MUI module once', async (route, app) => {
  const { page, scripts, close } = await visit(route);
  await expect(mounted(page, app).locator('*').first().waitFor()).resolves.toBeUndefined();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url, i) => scripts.indexOf(url) !== i)).toEqual([]);
  expect(scripts.filter((url) => /\/devis-\w+\.js$/.test(url))).toEqual([expect.stringContaining(`/devis-${app.split('/')[1]}.js`)]);
  const modules = scripts.flatMap(bundledModules);
  const shared = /^(react|react-dom|scheduler|@mui\/[^/]+|@emotion\/[^/]+)\//;
  const twice = modules.filter((module, i) => shared.test(module) && modules.indexOf(module) !== i);
  expect(twice).toEqual([]);
  expect(modules.filter((module) => module.startsWith('react-dom/cjs/react-dom-client.production'))).toHaveLength(1);
  expect(modules.filter((module) => module.startsWith('react/cjs/react.production'))).toHaveLength(1);
  expect(modules.some((module) => module.startsWith('@mui/material/'))).toBe(true);
  await close();
});

test('/p/:publicId belongs to the public app, which shows the 404 page while PUBLIC_PROVIDER is off', async () => {
  const off = await visit(`/p/${publicId}`, { PUBLIC_PROVIDER: false });
  await expect(off.page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
  await off.close();
  const on = await visit(`/p/${publicId}`, { PUBLIC_PROVIDER: true });
  await expect(mounted(on.page, '@devis/public').locator('*').first().waitFor()).resolves.toBeUndefined();
  await on.close();
});

test('a slow flags answer delays only /p/ routes: other apps mount at once, /p/ waits instead of showing a 404', async () => {
  let release: (answer: unknown) => void = () => undefined;
  const held = new Promise((resolve) => (release = resolve));
  const server = await startStaticServer({ dir: shell.hostingDir(), features: () => held });
  const page = await shell.context().newPage();
  await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
  await expect(mounted(page, '@devis/landing').locator('*').first().waitFor()).resolves.toBeUndefined();
  await page.goto(server.url + `/p/${publicId}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.readyState === 'complete');
  expect(await page.getByText('Oops! Page not found').count()).toBe(0);
  release({ PUBLIC_PROVIDER: true });
  await expect(mounted(page, '@devis/public').locator('*').first().waitFor()).resolves.toBeUndefined();
  await page.close();
  await server.close();
});

test('when the flags call fails the public app logs it and applies the defaults', async () => {
  const { page, errors, close } = await visit(`/p/${publicId}`, 503);
  await expect(page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
  expect(errors.some((text) => text.includes('Feature flags'))).toBe(true);
  await close();
});

test('index.html inlines the same import map as importmap.json (overridable in this development build)', () => {
  const map = JSON.parse(readFileSync(path.join(shell.hostingDir(), 'importmap.json'), 'utf8'));
  const html = readFileSync(path.join(shell.hostingDir(), 'index.html'), 'utf8');
  const inline = JSON.parse(html.split('<script type="overridable-importmap">')[1]!.split('</script>')[0]!);
  expect(inline).toEqual(map);
  expect(Object.keys(map.imports)).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@devis/platform@1', '@devis/landing']));
});
