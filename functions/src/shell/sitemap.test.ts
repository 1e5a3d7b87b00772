import { sitemapXml } from './sitemap';

test('the sitemap lists each page once, by its absolute address, escaped', () => {
  const xml = sitemapXml('https://devis.example.fr', ['/tarifs', '/blog/relancer-un-devis', '/', '/a&b']);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
    'https://devis.example.fr/',
    'https://devis.example.fr/a&amp;b',
    'https://devis.example.fr/blog/relancer-un-devis',
    'https://devis.example.fr/tarifs',
  ]);
});
