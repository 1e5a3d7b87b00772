import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { watchContext } from './failure-screens';
import { AUTH_EMULATOR } from './stack';

// Without the background-networking flags Chromium floods the closed network (see ENVIRONMENT.md).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The auth emulator the platform's browser build talks to on local pages (platform/src/session/firebase-config.ts). */
const APP_AUTH_EMULATOR = '127.0.0.1:9099';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a fresh profile (no cookies, no storage); `close` removes the profile. What breaks a
 * page is printed with its URL (`reportProblems`), so a failing journey says why, not only what did not appear.
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'devis-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(15000);
  await useTestAuthEmulator(context);
  context.pages().forEach(reportProblems);
  context.on('page', reportProblems);
  const forget = watchContext(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      forget();
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Two browsers for a journey between two parties (each its own cookies), opened together. */
export async function openParties(viewport?: { width: number; height: number }): Promise<[BrowserSession, BrowserSession]> {
  return Promise.all([openBrowser(viewport), openBrowser(viewport)]);
}

/**
 * The browser build always calls the auth emulator of `npm start`; the test stack runs its own on another
 * port (so both stacks can run at once), so the journeys send those calls there.
 */
async function useTestAuthEmulator(context: BrowserContext): Promise<void> {
  if (AUTH_EMULATOR === APP_AUTH_EMULATOR) return;
  const appPort = APP_AUTH_EMULATOR.split(':')[1];
  await context.route(new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${appPort}/`), (route) =>
    route.continue({ url: route.request().url().replace(/^http:\/\/[^/]+\//, `http://${AUTH_EMULATOR}/`) }),
  );
}

/**
 * What breaks a page without a word on screen: an uncaught error, a crashed page (the error boundary's log), a
 * download that failed, a 5xx. Written as it happens; an expected 4xx is the journeys' own business.
 */
function reportProblems(page: Page): void {
  const report = (what: string) => process.stderr.write(`[browser] ${what} (on ${page.url()})\n`);
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('Page error') && report(`console: ${m.text()}`));
  page.on('requestfailed', (request) => {
    // A live long-poll or a download cut short by the next navigation is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') report(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => response.status() >= 500 && report(`${response.status()}: ${response.request().method()} ${response.url()}`));
}
