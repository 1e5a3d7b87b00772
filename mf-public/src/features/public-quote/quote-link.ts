import { isPublicId } from '@devis/domain';

/**
 * The quote page a pasted link leads to, as a path on this site: a sent quote's link (/{publicId}?t=…) or a
 * shared quote (/c/quotes/{publicId}, with or without its token). Only the path and the token are kept, whatever
 * the host, so the page never sends a visitor off-site. Null when the text is no quote link.
 */
export function quotePathOf(text: string): string | null {
  const trimmed = text.trim();
  // Written without its scheme (devis.fr/…) or as a path (/…): read the same way.
  const absolute = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.startsWith('/') ? `site${trimmed}` : trimmed}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const token = url.searchParams.get('t');
  const withToken = (path: string) => (token ? `${path}?t=${encodeURIComponent(token)}` : path);
  if (segments.length === 1 && isPublicId(segments[0]!) && token) return withToken(`/${segments[0]}`);
  if (segments.length === 3 && segments[0] === 'c' && segments[1] === 'quotes' && isPublicId(segments[2]!)) return withToken(`/c/quotes/${segments[2]}`);
  return null;
}
