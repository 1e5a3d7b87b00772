import type { Page } from 'playwright-core';
import { url } from './stack';

/** Opens a path of the app and waits until the network is quiet (microfrontends loaded and mounted). */
export async function visit(page: Page, pathname: string): Promise<void> {
  await untilQuiet(page, () => page.goto(url(pathname), { waitUntil: 'load' }));
}

/** Reloads the page and waits until the network is quiet, as `visit` does. */
export async function reload(page: Page): Promise<void> {
  await untilQuiet(page, () => page.reload({ waitUntil: 'load' }));
}

/** A screen's held live-update request (GET /api/live, up to 25 s) is not activity to wait for. */
const LIVE = /\/api\/live\?/;

/**
 * Runs the navigation, then waits until no request other than a live long-poll has been in flight for 500 ms
 * (Playwright's 'networkidle', which never comes while a screen holds a long-poll).
 */
async function untilQuiet(page: Page, navigate: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const pending = new Set<unknown>();
  const add = (r: { url(): string }) => !LIVE.test(r.url()) && pending.add(r);
  const done = (r: unknown) => pending.delete(r);
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await navigate();
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeoutMs} ms (${pending.size} requests in flight)`);
      await new Promise((r) => setTimeout(r, 50));
      if (pending.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', add);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/** The current path (without origin and query). */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Signs a provider in through the login page and waits for the provider's area: the dashboard in a fresh browser;
 * a browser where another provider was signed in returns to the page it was on.
 */
export async function signInProvider(page: Page, account: { email: string; password: string }): Promise<void> {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname.startsWith('/app/'));
}

/** Signs a client in through /client/login and waits until the sign-in has left it (/client/login itself starts with /client). */
export async function signInClient(page: Page, account: { email: string; password: string }): Promise<void> {
  await visit(page, '/client/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/client') && u.pathname !== '/client/login');
}
