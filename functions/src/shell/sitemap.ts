// sitemap.xml, from the public origin and the live landing's pages (its pages.json): a landing deploy that adds
// a page lists it with no other change. robots.txt is a static Hosting file (hosting/robots.txt): the Functions
// Framework answers /robots.txt itself with a 404 before any function runs.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(origin: string, pages: readonly string[]): string {
  const urls = [...pages].sort().map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
