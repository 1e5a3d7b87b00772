#!/usr/bin/env node
// Gzip size of the JavaScript each app's first visit loads, measured in headless Chromium against the built
// dist/hosting (run `npm run build` first), plus the shared import-map modules; checks that React, react-dom
// and MUI are bundled once for the whole site. Usage: node bench/bundle-size.mjs
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import staticServer from '../build/static-server.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hostingDir = path.join(root, 'dist', 'hosting');
const landingTargetKb = 150;
const checkedPackages = /^(react|react-dom|scheduler|@mui\/[^/]+|@emotion\/[^/]+)\//;

const visits = [
  { app: 'landing', path: '/' },
  { app: 'provider', path: '/login' },
  { app: 'client', path: '/client' },
  { app: 'public', path: '/abcdefghijklmnopqrstuvwx?t=bench' },
  { app: '404 page', path: '/page-inexistante' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

if (!existsSync(path.join(hostingDir, 'importmap.json'))) {
  console.error('dist/hosting/importmap.json is missing: run `npm run build` first.');
  process.exit(1);
}
const { imports: importMap, scopes = {} } = JSON.parse(readFileSync(path.join(hostingDir, 'importmap.json'), 'utf8'));

/** '/apps/<package>/<version>/<file>' -> the bundled node_modules files of that output file. */
function modulesByUrl() {
  const map = new Map();
  for (const url of new Set(Object.values(importMap))) {
    const [, , name, version] = url.split('/');
    const current = JSON.parse(readFileSync(path.join(root, name, 'dist', 'current.json'), 'utf8'));
    if (current.version !== version) continue; // built since the last assembly; its modules.json is newer
    const modules = JSON.parse(readFileSync(path.join(root, name, 'dist', 'modules.json'), 'utf8'));
    for (const [file, files] of Object.entries(modules)) map.set(`/apps/${name}/${version}/${file}`, files);
  }
  return map;
}

/** Module files of React, react-dom and MUI found in more than one output file. */
function duplicates(urls, contents) {
  const seen = new Map();
  for (const url of urls) {
    for (const file of contents.get(url) ?? []) {
      if (!checkedPackages.test(file)) continue;
      seen.set(file, [...(seen.get(file) ?? []), url]);
    }
  }
  return [...seen.entries()].filter(([, where]) => where.length > 1);
}

/** Static import closure of a module file inside the hosting folder (relative and import-map imports). */
function closure(url, into = new Set()) {
  if (into.has(url)) return into;
  into.add(url);
  const source = readFileSync(path.join(hostingDir, url), 'utf8');
  for (const [, spec] of source.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    const next = spec.startsWith('.') ? path.posix.join(path.posix.dirname(url), spec) : importMap[spec];
    if (next) closure(next, into);
  }
  return into;
}

async function measureVisit(server, visit) {
  const profile = mkdtempSync(path.join(tmpdir(), 'devis-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const scripts = new Map();
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(response.body().then((body) => scripts.set(url.pathname, gzipSize(body))).catch(() => undefined));
    });
    await page.goto(server.url + visit.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await Promise.all(pending);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scripts;
}

function ownerOf(url) {
  const [, , name, , file] = url.split('/');
  return name === 'root-config' && file === 'vendor' ? url.split('/').pop().replace('.js', '') : name;
}

const contents = modulesByUrl();
const server = await staticServer.startStaticServer({ dir: hostingDir });
let failed = false;
const results = [];
try {
  for (const visit of visits) results.push({ ...visit, scripts: await measureVisit(server, visit) });
} finally {
  await server.close();
}

console.log('First visit (empty cache): JavaScript loaded, gzip -9, KB = 1024 bytes');
console.log('app        path                                files  total KB   by module');
for (const { app, path: route, scripts } of results) {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const byOwner = {};
  for (const [url, size] of scripts) byOwner[ownerOf(url)] = (byOwner[ownerOf(url)] ?? 0) + size;
  const parts = Object.entries(byOwner).sort((a, b) => b[1] - a[1]).map(([owner, size]) => `${owner} ${kb(size)}`);
  console.log(`${app.padEnd(10)} ${route.padEnd(36)} ${String(scripts.size).padStart(5)} ${kb(total).padStart(9)}   ${parts.join(', ')}`);
  const twice = duplicates([...scripts.keys()], contents);
  if (twice.length > 0) {
    failed = true;
    console.log(`  FAIL: loaded twice on ${route}: ${twice.slice(0, 5).map(([file]) => file).join(', ')}`);
  }
}

console.log('\nShared import-map modules (static import closure, gzip -9)');
const platform = Object.keys(importMap).filter((s) => s.startsWith('@devis/platform@'));
const shared = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'single-spa', '@devis/root-config', ...platform].map((s) => [s, importMap[s]]);
for (const [scope, entries] of Object.entries(scopes)) for (const [s, url] of Object.entries(entries)) shared.push([`${s} in ${scope}`, url]);
for (const [label, entryUrl] of shared) {
  const own = [...closure(entryUrl)].filter((url) => url === entryUrl || !Object.values(importMap).includes(url));
  const size = own.reduce((sum, url) => sum + gzipSize(readFileSync(path.join(hostingDir, url))), 0);
  console.log(`${label.padEnd(40)} ${String(own.length).padStart(3)} files ${kb(size).padStart(8)} KB`);
}

const everywhere = duplicates([...contents.keys()], contents);
const owners = (prefix) => new Set([...contents].filter(([, files]) => files.some((f) => f.startsWith(prefix))).map(([url]) => url.split('/')[2]));
for (const [label, prefix] of [['React', 'react/'], ['react-dom', 'react-dom/'], ['MUI', '@mui/material/']]) {
  const where = [...owners(prefix)];
  const ok = where.length === 1 && everywhere.every(([file]) => !file.startsWith(prefix));
  if (!ok) failed = true;
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${label} bundled once, in ${where.join(', ') || 'nothing'}`);
}

const landing = results.find((r) => r.app === 'landing');
// import-map-overrides is in development builds only (npm run build); production pages do not load it.
const devtools = [...landing.scripts].filter(([url]) => ownerOf(url) === 'import-map-overrides').reduce((sum, [, size]) => sum + size, 0) / 1024;
const landingKb = [...landing.scripts.values()].reduce((a, b) => a + b, 0) / 1024 - devtools;
console.log(
  `\nLanding first visit: ${landingKb.toFixed(1)} KB gzip without the development-only import-map-overrides (${devtools.toFixed(1)} KB) ` +
    `(target <= ${landingTargetKb} KB): ${landingKb <= landingTargetKb ? 'within target' : 'OVER target'}`,
);
if (failed) process.exitCode = 1;
