import type { Page } from 'playwright-core';
import { url } from './stack';

/** Opens a path of the app and waits until the network is quiet (microfrontends loaded and mounted). */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(url(pathname), { waitUntil: 'networkidle' });
}

/** The current path (without origin and query). */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs a provider in through the login page and waits for the dashboard. */
export async function signInProvider(page: Page, account: { email: string; password: string }): Promise<void> {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((u) => u.pathname === '/app');
}
