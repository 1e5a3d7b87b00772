// The route table of the whole product: which app owns which path (spec §2 and document 2).

export type AppName = '@devis/landing' | '@devis/provider' | '@devis/client' | '@devis/public';

const landingPaths = new Set([
  '/',
  '/fonctionnalites',
  '/tarifs',
  '/contact',
  '/templates-de-devis',
  '/cas-dusage',
  '/blog',
  '/legal/cgu',
  '/legal/mentions-legales',
  '/legal/confidentialite',
]);

/** A public quote link's id: 24 lowercase letters and digits. */
const publicIdPattern = /^[a-z0-9]{24}$/;

function normalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

export interface RouteOptions {
  /** The /p/:publicId page exists only while the PUBLIC_PROVIDER flag is on. */
  publicProvider: boolean;
}

/** The app that owns a path, or null for the 404 page. */
export function appForPath(pathname: string, options: RouteOptions): AppName | null {
  const path = normalize(pathname);
  if (landingPaths.has(path)) return '@devis/landing';
  if (path === '/login' || path === '/register' || path === '/auth/action' || isUnder(path, '/app')) return '@devis/provider';
  if (isUnder(path, '/client')) return '@devis/client';
  const segments = path.split('/').slice(1);
  if (segments[0] === 'c' && segments[1] === 'quotes' && segments.length === 3 && segments[2]) return '@devis/public';
  if (path === '/public-quote') return '@devis/public';
  if (options.publicProvider && segments[0] === 'p' && segments.length === 2 && segments[1]) return '@devis/public';
  if (segments.length === 1 && publicIdPattern.test(segments[0] ?? '')) return '@devis/public';
  return null;
}

export const appNames: readonly AppName[] = ['@devis/landing', '@devis/provider', '@devis/client', '@devis/public'];
