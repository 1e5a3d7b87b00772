import { createHash } from 'node:crypto';
import { scriptSources } from './script-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const early = "\n      (function () { window.__devisEarly = 'é'; })();\n    ";
const map = '\n{ "imports": { "@devis/root-config": "/apps/root-config/abc/root-config.js" } }\n    ';
const start = "\n      import '@devis/root-config';\n    ";
const page = `<!doctype html><html><head>
    <script id="devis-early-request">${early}</script>
    <script type="importmap">${map}</script>
    <link rel="modulepreload" href="/apps/platform/1/platform.js" />
    <script type="application/json" id="devis-app-preloads">{"@devis/provider":[]}</script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
  </head><body>
    <script src="/apps/root-config/abc/vendor/single-spa.js"></script>
    <script type="module">${start}</script>
  </body></html>`;

test('a page may run its own files and, by their SHA-256, exactly the inline scripts it was served with', () => {
  expect(scriptSources(page, 'production')).toBe(`script-src 'self' ${sha(early)} ${sha(map)} ${sha(start)}`);
});

test('a script changed by one character is another hash: the import map of the next deploy gets its own', () => {
  const next = page.replace('/abc/root-config.js', '/abd/root-config.js');
  expect(scriptSources(next, 'production')).not.toBe(scriptSources(page, 'production'));
  expect(scriptSources(next, 'production')).toContain(sha(map.replace('abc', 'abd')));
});

test('a development shell (its import-map-overrides writes inline maps), or one whose build is not recorded, gets no script policy', () => {
  const development = page.replace('</head>', '<script src="/apps/root-config/abc/vendor/import-map-overrides.js"></script></head>');
  expect(scriptSources(development, 'development')).toBeNull();
  expect(scriptSources(page, undefined)).toBeNull();
});
