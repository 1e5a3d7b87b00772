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
