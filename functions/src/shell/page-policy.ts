import { isPublicId } from '@devis/domain';
import { appForPath } from '../../../root-config/src/routes';

/**
 * What the shell answers for a page path, for crawlers and link previews (the browser shows the same page either
 * way: the apps route on the client):
 * - `landing`: a landing page, indexed;
 * - `provider-page`: a provider's public page, indexed (the shell answers 404 when no page is switched on at that id);
 * - `private`: an app screen, a sign-in page or a quote link (its token is a secret), never indexed;
 * - `not-found`: a path no app has a page for (the landing shows its 404 page), answered 404;
 * - `redirect`: a landing page written with a trailing slash, sent to its one address.
 */
export type PagePolicy =
  | { kind: 'landing' | 'private' | 'not-found' }
  | { kind: 'provider-page'; publicId: string }
  | { kind: 'redirect'; location: string };

/** /p/{publicId}: the public page of a provider; any other path under /p is no page. */
function providerPageArea(pathname: string): { publicId: string | null } | null {
  const [area, id, ...rest] = pathname.split('/').filter(Boolean);
  if (area !== 'p') return null;
  return { publicId: id !== undefined && isPublicId(id) && rest.length === 0 ? id : null };
}

/**
 * `landingPages`: the paths of the live landing's pages (its pages.json), or null when none is known.
 * `providerPages`: the PUBLIC_PROVIDER flag; off, /p/{publicId} is the 404 page, as is any /p path that is no page's.
 */
export function pagePolicy(pathname: string, landingPages: ReadonlySet<string> | null, providerPages: boolean): PagePolicy {
  const app = appForPath(pathname);
  const providerPage = app === '@devis/public' ? providerPageArea(pathname) : null;
  if (providerPage) return providerPages && providerPage.publicId ? { kind: 'provider-page', publicId: providerPage.publicId } : { kind: 'not-found' };
  if (app !== '@devis/landing') return { kind: 'private' };
  // Without the landing's page list, nothing is called missing.
  if (!landingPages || landingPages.has(pathname)) return { kind: 'landing' };
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed !== pathname && landingPages.has(trimmed)) return { kind: 'redirect', location: trimmed };
  return { kind: 'not-found' };
}

/**
 * What pages may do, whatever gets injected into one: no framing by another site (clickjacking: the apps act on
 * one click), no <base> pointing the app's relative URLs elsewhere, no plugin content, no form posted off-site.
 * Scripts are listed per page (`scriptSources`): the import map is inlined per deploy (see build/import-map.mjs).
 */
const CONTENT_SECURITY_POLICY = ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"].join('; ');

/**
 * Headers of every page: the policy above, no MIME sniffing, and no quote-link token sent to another site in a
 * Referer; private pages and missing ones are not indexed. `scriptSources`: the page's own `script-src`
 * (script-policy.ts), when it has one.
 */
export function pageHeaders(policy: PagePolicy, hasToken: boolean, scriptSources: string | null = null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': scriptSources ? `${CONTENT_SECURITY_POLICY}; ${scriptSources}` : CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': hasToken ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
  if (policy.kind === 'private' || policy.kind === 'not-found') headers['x-robots-tag'] = 'noindex, nofollow';
  return headers;
}
