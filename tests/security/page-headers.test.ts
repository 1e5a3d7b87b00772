/**
 * Pages as a browser, a crawler or another site reaches them through Hosting (the shell function): no page can be
 * framed, quote links and app screens are never indexed, unknown paths are a real 404, and each landing page has
 * one address, listed in the sitemap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '../support/api';
import { createProvider } from '../support/accounts';
import { BASE_URL, url } from '../support/stack';

let publicLink: URL;
let openPage = '';
let gatedPage = '';
let closedPage = '';

beforeAll(async () => {
  const provider = await createProvider({ companyName: 'Atelier En-têtes' });
  const client = await api<{ id: string }>('/api/clients', { token: provider.token, body: { company_name: 'Client En-têtes' } });
  const quote = await api<{ id: string }>('/api/quotes', {
    token: provider.token,
    body: { client_id: client.id, title: 'Devis à ne pas indexer', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] },
  });
  const sent = await api<{ publicLink: string }>('/fn/sendQuote', { token: provider.token, body: { quoteId: quote.id, sendToClientAccount: false } });
  publicLink = new URL(sent.publicLink);
  // Public pages (the test stack runs with PUBLIC_PROVIDER on): one with its catalogue open, one behind the email gate.
  ({ public_id: openPage } = await api<{ public_id: string }>('/api/profile/public-page', { method: 'PUT', token: provider.token, body: { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' } }));
  const gated = await createProvider({ companyName: 'Atelier Portail' });
  ({ public_id: gatedPage } = await api<{ public_id: string }>('/api/profile/public-page', { method: 'PUT', token: gated.token, body: { enabled: true, mode: 'ACCESS_ON_EMAIL' } }));
  // A page switched on, then off again by its provider.
  const closed = await createProvider({ companyName: 'Atelier Fermé' });
  ({ public_id: closedPage } = await api<{ public_id: string }>('/api/profile/public-page', { method: 'PUT', token: closed.token, body: { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' } }));
  await api('/api/profile/public-page', { method: 'PUT', token: closed.token, body: { enabled: false, mode: 'DOWNLOAD_ON_EMAIL' } });
});

/** The flavour of the build this stack serves, from the shell's release record, which the shell decides by too. */
const { flavour } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'root-config', 'dist', 'current.json'), 'utf8')) as { flavour?: string };

const page = async (path: string) => {
  const res = await fetch(url(path), { redirect: 'manual' });
  const body = await res.text();
  const header = (name: string) => res.headers.get(name);
  return { status: res.status, body, header };
};

test('every page refuses to be framed by another site and to be sniffed; a production page runs only its own scripts', async () => {
  const always = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
  for (const path of ['/', '/tarifs', '/app/quotes', '/client/login', '/nimporte-quoi', `${publicLink.pathname}${publicLink.search}`]) {
    const { header, body } = await page(path);
    expect([path, header('x-frame-options'), header('x-content-type-options')]).toEqual([path, 'DENY', 'nosniff']);
    // A development build (this stack's default) carries import-map-overrides, which writes maps inline: no script-src.
    const scripts = flavour === 'production' ? String.raw`; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+` : '';
    expect(body.includes('import-map-overrides.js')).toBe(flavour !== 'production');
    expect(header('content-security-policy')).toMatch(new RegExp(`^${always}${scripts}$`));
  }
});

test('a quote link is not indexed and sends its token to no other site', async () => {
  const link = await page(`${publicLink.pathname}${publicLink.search}`);
  expect(link.status).toBe(200);
  expect(link.header('x-robots-tag')).toBe('noindex, nofollow');
  expect(link.header('referrer-policy')).toBe('no-referrer');
  for (const path of ['/app/quotes', '/client/quotes', '/login']) expect((await page(path)).header('x-robots-tag')).toBe('noindex, nofollow');
});

test('a landing page is indexed at one address: canonical link, og:url, and its trailing-slash form redirects', async () => {
  const tarifs = await page('/tarifs');
  expect(tarifs.status).toBe(200);
  expect(tarifs.header('x-robots-tag')).toBeNull();
  expect(tarifs.header('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(tarifs.body).toContain(`<link rel="canonical" href="${BASE_URL}/tarifs" />`);
  expect(tarifs.body).toContain(`<meta property="og:url" content="${BASE_URL}/tarifs" />`);

  const slash = await page('/tarifs/?utm_source=lettre');
  expect(slash.status).toBe(301);
  expect(slash.header('location')).toBe('/tarifs?utm_source=lettre');
});

test('an unknown path answers 404 with the app shell (the landing shows its 404 page), not indexed', async () => {
  const missing = await page('/une-page-qui-nexiste-pas');
  expect(missing.status).toBe(404);
  expect(missing.header('x-robots-tag')).toBe('noindex, nofollow');
  expect(missing.body).toMatch(/<script type="(overridable-)?importmap">/);
  expect(missing.body).not.toContain('rel="canonical"');
});

test('a provider page that is switched off, unknown, or no page at all answers 404, not indexed, with the app shell', async () => {
  expect((await page(`/p/${openPage}`)).status).toBe(200);
  expect((await page(`/p/${gatedPage}`)).status).toBe(200);
  for (const path of [`/p/${closedPage}`, '/p/zzzzzzzzzzzzzzzzzzzzzzzz', '/p/pas-un-identifiant', `/p/${openPage}/autre`]) {
    const missing = await page(path);
    expect([path, missing.status, missing.header('x-robots-tag')]).toEqual([path, 404, 'noindex, nofollow']);
    expect(missing.body).toMatch(/<script type="(overridable-)?importmap">/);
  }
});

test("a provider page's HTML names the provider for link previews before any script; a gated one shows nothing of it", async () => {
  const open = await page(`/p/${openPage}`);
  expect(open.body).toContain('<title>Atelier En-têtes | Devis</title>');
  expect(open.body).toContain('<meta property="og:title" content="Atelier En-têtes" />');
  expect(open.body).toMatch(/<meta property="og:description" content="Demandez un devis à Atelier En-têtes[^"]*" \/>/);
  expect(open.body).toContain(`<link rel="canonical" href="${BASE_URL}/p/${openPage}" />`);

  const gated = await page(`/p/${gatedPage}`);
  expect(gated.body).toContain('<title>Demander un devis | Devis</title>');
  expect(gated.body).not.toContain('Atelier Portail');
});

test('robots.txt keeps crawlers out of the app screens; the sitemap lists the landing pages and open provider pages, each answering 200', async () => {
  const robots = await page('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toMatch(/^Disallow: \/app\/$/m);
  expect(robots.body).toMatch(/^Disallow: \/client\/$/m);

  const sitemap = await page('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.header('content-type')).toMatch(/^application\/xml/);
  const addresses = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(addresses).toEqual(expect.arrayContaining([`${BASE_URL}/`, `${BASE_URL}/tarifs`, `${BASE_URL}/legal/cgu`, `${BASE_URL}/p/${openPage}`]));
  // A page behind the email gate shows a crawler nothing: not listed.
  expect(addresses).not.toContain(`${BASE_URL}/p/${gatedPage}`);
  for (const address of addresses) {
    const listed = await page(new URL(address).pathname);
    expect([address, listed.status, listed.header('x-robots-tag')]).toEqual([address, 200, null]);
  }
});
