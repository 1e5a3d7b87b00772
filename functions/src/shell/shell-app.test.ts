import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Release } from '../../../build/import-map.mjs';
import { deployReleases } from '../deploy/deployments';
import { LocalFiles } from '../files/local-files';
import { SqliteStore } from '../store/sqlite-store';
import { listen } from '../test-support/listen';
import { createShellApp, LIVE } from './shell-app';

// The shell function with a real SQLite store and Files folder, a live root-config and a live landing whose pages.json
// lists its pre-rendered pages (as mf-landing/prerender.mjs writes it): those paths answer 200 with their content and
// meta and are in the sitemap; another path under a landing page is a 404.
let dir: string;
let store: SqliteStore;
let server: { baseUrl: string; close: () => Promise<void> };

const origin = 'https://devis.example.fr';
const shell: Release = { name: 'root-config', version: 'aaaaaaaaaa', imports: { '@devis/root-config': 'root-config.js' } };
const landing: Release = { name: 'mf-landing', version: '0123456789', imports: { '@devis/landing': 'devis-landing.js' } };
const template = `<!doctype html><html lang="fr"><head><title>Devis</title><meta name="description" content="" />
<script type="importmap">__IMPORT_MAP__</script><script>window.preloads=__APP_PRELOADS__</script>
</head><body></body></html>`;

const article = {
  path: '/blog/relancer-un-devis',
  title: 'Relancer un devis sans être insistant',
  description: 'Le bon moment, le bon ton et trois modèles d’emails.',
  html: '<main><h1>Relancer un devis sans être insistant</h1></main>',
  styles: '',
};
const pages: Record<string, string> = { '/': 'pages/index.json', '/blog': 'pages/blog.json', [article.path]: 'pages/blog-relancer-un-devis.json' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devis-shell-'));
  store = new SqliteStore(path.join(dir, 'store.sqlite'));
  const files = new LocalFiles(path.join(dir, 'files'), origin);
  const put = (file: string, body: string) => files.put(file, Buffer.from(body), 'text/plain');
  await put('apps/root-config/aaaaaaaaaa/index.html', template);
  await put('apps/mf-landing/0123456789/pages.json', JSON.stringify(pages));
  await put('apps/mf-landing/0123456789/pages/blog-relancer-un-devis.json', JSON.stringify(article));
  await deployReleases(store, LIVE, [shell, landing], new Date('2026-11-20T10:00:00Z'));
  server = await listen(createShellApp({ store, files, features: { PUBLIC_PROVIDER: false }, publicOrigin: origin }));
});

afterAll(async () => {
  await server.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual' });

test('a blog article the landing pre-rendered answers 200 with its content, title, description and Open Graph tags', async () => {
  const res = await get(article.path);
  const body = await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('x-robots-tag')).toBeNull();
  expect(body).toContain('<h1>Relancer un devis sans être insistant</h1>');
  expect(body).toContain('<title>Relancer un devis sans être insistant | Devis</title>');
  expect(body).toContain('<meta name="description" content="Le bon moment, le bon ton et trois modèles d’emails." />');
  expect(body).toContain('<meta property="og:title" content="Relancer un devis sans être insistant" />');
  expect(body).toContain(`<link rel="canonical" href="${origin}${article.path}" />`);
});

test('an unknown article is a 404, not indexed; an article written with a trailing slash goes to its address', async () => {
  const missing = await get('/blog/article-inconnu');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(await missing.text()).not.toContain('og:title');

  const slash = await get(`${article.path}/`);
  expect(slash.status).toBe(301);
  expect(slash.headers.get('location')).toBe(article.path);
});

test('the sitemap lists the blog and its articles', async () => {
  const res = await get('/sitemap.xml');
  expect(res.status).toBe(200);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([`${origin}/`, `${origin}/blog`, `${origin}${article.path}`]);
});
