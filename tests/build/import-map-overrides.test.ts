import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBrowser, type BrowserSession } from '../support/browser';

// import-map-overrides: in development builds a developer points their own browser at a locally served build of one
// app against the running stack (README.md); production builds carry neither the library nor its UI.
const root = path.resolve(__dirname, '..', '..');
const BASE_URL = process.env.DEVIS_BASE_URL ?? 'http://127.0.0.1:5100';

jest.setTimeout(600_000);

interface Current {
  version: string;
  flavour: string;
  files: string[];
}
const readCurrent = (dir: string): Current => JSON.parse(readFileSync(path.join(dir, 'current.json'), 'utf8'));

test('a production build of the shell has no import-map-overrides; the development build has it', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'devis-root-config-production-'));
  try {
    const script = "import('./build/build-package.mjs').then((m) => m.buildPackage('root-config', { distDir: process.argv[1] }))";
    const built = spawnSync(process.execPath, ['-e', script, distDir], { cwd: root, encoding: 'utf8', env: { ...process.env, DEVIS_BUILD: 'production' } });
    expect(built.stderr).toBe('');
    const production = readCurrent(distDir);
    expect(production.flavour).toBe('production');
    expect(production.files.filter((file) => file.includes('import-map-overrides'))).toEqual([]);
    const template = readFileSync(path.join(distDir, production.version, 'index.html'), 'utf8');
    expect(template).toContain('<script type="importmap">');
    expect(template).not.toMatch(/import-map-overrides|overridable-importmap|<!-- devtools/);

    const development = readCurrent(path.join(root, 'root-config', 'dist'));
    expect(development.flavour).toBe('development');
    expect(development.files).toContain('vendor/import-map-overrides.js');
    expect(development.version).not.toBe(production.version);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

describe('against the running stack', () => {
  let browser: BrowserSession | undefined;
  afterAll(async () => browser?.close());

  test('an override points this browser at a locally served build of mf-client; the stack serves everything else', async () => {
    // A developer's own build of mf-client, served from another port (as `npx http-server --cors` would).
    const client = readCurrent(path.join(root, 'mf-client', 'dist'));
    const folder = path.join(root, 'mf-client', 'dist', client.version);
    const served: string[] = [];
    const server = createServer((req, res) => {
      const file = path.join(folder, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
      served.push(req.url ?? '');
      if (!file.startsWith(folder) || !existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      browser = await openBrowser();
      const page = await browser.context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      await page.addInitScript((url) => localStorage.setItem('import-map-override:@devis/client', url), `${local}/devis-client.js`);
      await page.goto(`${BASE_URL}/client/login`);
      await page.locator('[id="single-spa-application:@devis/client"] *').first().waitFor();
      expect(served).toContain('/devis-client.js');
      // The deployed mf-client is neither imported nor preloaded; the platform and React still come from the stack.
      expect(fetched.filter((url) => url.includes('/apps/mf-client/'))).toEqual([]);
      expect(fetched.some((url) => url.startsWith(`${BASE_URL}/apps/platform/`))).toBe(true);
      await page.close();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
