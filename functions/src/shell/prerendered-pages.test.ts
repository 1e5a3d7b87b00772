import type { Release } from '../../../build/import-map.mjs';
import type { Files } from '../files/port';
import { prerenderedPage } from './prerendered-pages';

const page = { path: '/tarifs', title: 'Tarifs', description: 'Les offres', html: '<h1>Tarifs</h1>', styles: '' };

function filesWith(stored: Record<string, unknown>): Files & { reads: string[] } {
  const reads: string[] = [];
  const get = async (file: string) => {
    reads.push(file);
    return file in stored ? { bytes: Buffer.from(JSON.stringify(stored[file])), contentType: 'application/json' } : null;
  };
  const none = async () => {
    throw new Error('not used');
  };
  const notUsed = () => {
    throw new Error('not used');
  };
  return { reads, get, pathOf: notUsed, put: none, putNew: none, putPrivate: none, getPrivate: none, deletePublicByPrefix: none, deletePrivate: none };
}

const releases: Release[] = [
  { name: 'root-config', version: 'aaaaaaaaaa', imports: { '@devis/root-config': 'root-config.js' } },
  { name: 'mf-landing', version: '0123456789', imports: { '@devis/landing': 'devis-landing.js' } },
];

test('the landing page of exactly that path, read from the live landing version once per instance', async () => {
  const files = filesWith({
    'apps/mf-landing/0123456789/pages.json': { '/tarifs': 'pages/tarifs.json' },
    'apps/mf-landing/0123456789/pages/tarifs.json': page,
  });
  expect(await prerenderedPage(files, releases, '/tarifs')).toEqual(page);
  expect(await prerenderedPage(files, releases, '/tarifs')).toEqual(page);
  expect(files.reads).toEqual(['apps/mf-landing/0123456789/pages.json', 'apps/mf-landing/0123456789/pages/tarifs.json']);
  for (const other of ['/tarifs/', '/app', '/constructor', '/__proto__']) expect(await prerenderedPage(files, releases, other)).toBeNull();
});

test('no page when the landing version has no pre-rendered pages, or no landing is deployed', async () => {
  const files = filesWith({});
  expect(await prerenderedPage(files, [{ ...releases[1]!, version: '9999999999' }], '/tarifs')).toBeNull();
  expect(await prerenderedPage(files, [releases[0]!], '/tarifs')).toBeNull();
});
