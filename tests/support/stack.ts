/** Where the test stack listens; scripts/test.mjs sets these, the defaults match its ports. */
export const BASE_URL = (process.env['DEVIS_BASE_URL'] ?? 'http://127.0.0.1:5100').replace(/\/+$/, '');
export const AUTH_EMULATOR = process.env['DEVIS_AUTH_EMULATOR'] ?? '127.0.0.1:9199';
export const PROJECT_ID = process.env['DEVIS_PROJECT'] ?? 'demo-devis-test';

/** Absolute URL of a path on the hosting emulator. */
export function url(pathname: string): string {
  return `${BASE_URL}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}
