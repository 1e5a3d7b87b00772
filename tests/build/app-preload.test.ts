import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

// The shell preloads the modules of the app that owns the page (build/preload-map.mjs, root-config/src/preload-app.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStaticServer } = require('../../build/static-server.cjs') as {
  startStaticServer(o: { dir: string }): Promise<{ url: string; close(): Promise<void> }>;
};

const root = path.resolve(__dirname, '..', '..');
const packages = ['platform', 'root-config', 'mf-landing', 'mf-provider', 'mf-client', 'mf-public'];
let hostingDir = '';
let profileDir = '';
let context: BrowserContext;

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

jest.setTimeout(600_000);

beforeAll(async () => {
  for (const name of packages) if (!existsSync(path.join(root, name, 'dist', 'current.json'))) run(['build/build-package.mjs', name]);
  hostingDir = mkdtempSync(path.join(tmpdir(), 'devis-hosting-'));
  run(['build/assemble-hosting.mjs', '--out', hostingDir]);
  profileDir = mkdtempSync(path.join(tmpdir(), 'devis-chromium-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await context?.close();
  for (const dir of [hostingDir, profileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page's modulepreload links and the scripts it fetched, as file names under /apps/<package>/. */
async function visit(route: string) {
  const server = await startStaticServer({ dir: hostingDir });
  const page = await context.newPage();
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

test('the landing home preloads only what it loads anyway: no provider app, no session, no full platform', async () => {
  const { preloads, scripts } = await visit('/');
  expect(named(preloads, /\/devis-landing\.js$/)).toHaveLength(1);
  expect(named(preloads, /\/(devis-provider|session|platform|forms)\.js$/)).toEqual([]);
  const fetched = new Set(scripts);
  expect(preloads.filter((url) => !fetched.has(url))).toEqual([]);
});

test('an unknown path preloads no app', async () => {
  const { preloads } = await visit('/page-inexistante');
  expect(named(preloads, /\/apps\/(mf-|platform\/)/)).toEqual([]);
});
