import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startStaticServer, useBuiltShell } from './built-shell';

// The shell in a real browser: routes mount the right app, the 404 page, the PUBLIC_PROVIDER flag, React once.
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

test('an unknown path shows the 404 page with a link home, without loading MUI', async () => {
  const { page, scripts, close } = await visit('/page-inexistante');
  await expect(page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
  expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  expect(scripts.filter((url) => url.includes('/apps/platform/') && !url.endsWith('/platform.js'))).toEqual([]);
  await close();
});

test('/p/:publicId is a 404 while PUBLIC_PROVIDER is off and the public app when it is on', async () => {
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

test('when the flags call fails the shell logs it and applies the defaults', async () => {
  const { page, errors, close } = await visit(`/p/${publicId}`, 503);
  await expect(page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
  expect(errors.some((text) => text.includes('Feature flags'))).toBe(true);
  await close();
});

test('index.html inlines the same import map as importmap.json', () => {
  const map = JSON.parse(readFileSync(path.join(shell.hostingDir(), 'importmap.json'), 'utf8'));
  const html = readFileSync(path.join(shell.hostingDir(), 'index.html'), 'utf8');
  const inline = JSON.parse(html.split('<script type="importmap">')[1]!.split('</script>')[0]!);
  expect(inline).toEqual(map);
  expect(Object.keys(map.imports)).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@devis/platform', '@devis/landing']));
});
