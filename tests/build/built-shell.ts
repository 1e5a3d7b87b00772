import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const staticServer = require('../../build/static-server.cjs') as {
  startStaticServer(o: { dir: string; features?: unknown }): Promise<{ url: string; close(): Promise<void> }>;
};
export const { startStaticServer } = staticServer;

const root = path.resolve(__dirname, '..', '..');
const packages = ['platform', 'root-config', 'mf-landing', 'mf-provider', 'mf-client', 'mf-public'];

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * The built shell in Chromium, without the emulators: builds what is missing, assembles a private hosting
 * folder and opens a browser for the whole test file. Call once at the top of a test file.
 */
export function useBuiltShell(): { hostingDir(): string; context(): BrowserContext } {
  let hostingDir = '';
  let browser: BrowserSession | undefined;
  jest.setTimeout(600_000);
  beforeAll(async () => {
    for (const name of packages) if (!existsSync(path.join(root, name, 'dist', 'current.json'))) run(['build/build-package.mjs', name]);
    hostingDir = mkdtempSync(path.join(tmpdir(), 'devis-hosting-'));
    run(['build/assemble-hosting.mjs', '--out', hostingDir]);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (hostingDir) rmSync(hostingDir, { recursive: true, force: true });
  });
  return { hostingDir: () => hostingDir, context: () => browser!.context };
}
