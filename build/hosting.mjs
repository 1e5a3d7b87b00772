// The hosting folder (dist/hosting): index.html + importmap.json (no-cache) and apps/<package>/<version>/ (immutable).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadMap } from './preload-map.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultHostingDir = path.join(root, 'dist', 'hosting');

/** Modules every page needs: preloaded in parallel instead of discovered one import at a time. */
const preloaded = ['@devis/root-config', 'single-spa', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/** The apps root-config mounts; index.html lists each one's modules for root-config to preload (build/preload-map.mjs). */
const appSpecifiers = ['@devis/landing', '@devis/provider', '@devis/client', '@devis/public'];

/** The package's latest build, as written by build/build-package.mjs. */
export function readCurrent(name) {
  const file = path.join(root, name, 'dist', 'current.json');
  if (!existsSync(file)) throw new Error(`${name} is not built: run npm run build -w ${name}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function versionUrl(name, version) {
  return `/apps/${name}/${version}/`;
}

/** Copies a built version folder into the hosting folder; versions already there are left as they are. */
export function publishPackage(hostingDir, current) {
  const from = path.join(root, current.name, 'dist', current.version);
  const to = path.join(hostingDir, 'apps', current.name, current.version);
  if (existsSync(to)) return { copied: false, to };
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
  return { copied: true, to };
}

/** Import-map entries of one package version. */
export function importsOf(current) {
  const base = versionUrl(current.name, current.version);
  return Object.fromEntries(Object.entries(current.imports).map(([specifier, file]) => [specifier, base + file]));
}

/** Import-map scopes of one package version. */
export function scopesOf(current) {
  const base = versionUrl(current.name, current.version);
  return Object.fromEntries(
    Object.entries(current.scopes ?? {}).map(([scope, entries]) => [
      scope,
      Object.fromEntries(Object.entries(entries).map(([specifier, file]) => [specifier, base + file])),
    ]),
  );
}

/** Adds (or moves) one package version's entries and scopes in an import map. */
export function pointImportMapAt(importMap, current) {
  Object.assign(importMap.imports, importsOf(current));
  importMap.scopes = { ...(importMap.scopes ?? {}) };
  for (const [scope, entries] of Object.entries(scopesOf(current))) importMap.scopes[scope] = { ...importMap.scopes[scope], ...entries };
  return importMap;
}

export function readImportMap(hostingDir) {
  const file = path.join(hostingDir, 'importmap.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { imports: {}, scopes: {} };
}

/** importmap.json is the source of truth; index.html inlines it because Chromium ignores <script type="importmap" src>. */
export function writeImportMap(hostingDir, importMap) {
  mkdirSync(hostingDir, { recursive: true });
  const sortedEntries = (entries) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  const scopes = Object.fromEntries(Object.entries(importMap.scopes ?? {}).map(([scope, entries]) => [scope, sortedEntries(entries)]));
  const sorted = { imports: sortedEntries(importMap.imports), scopes: sortedEntries(scopes) };
  writeFileSync(path.join(hostingDir, 'importmap.json'), JSON.stringify(sorted, null, 2) + '\n');
  const shellUrl = sorted.imports['@devis/root-config'];
  if (!shellUrl) throw new Error('importmap.json has no @devis/root-config entry');
  const template = readFileSync(path.join(hostingDir, path.dirname(shellUrl), 'index.html'), 'utf8');
  const preloads = preloaded
    .filter((specifier) => sorted.imports[specifier])
    .map((specifier) => `    <link rel="modulepreload" href="${sorted.imports[specifier]}" />`)
    .join('\n');
  const everyPage = preloaded.map((specifier) => sorted.imports[specifier]).filter(Boolean);
  const appPreloads = preloadMap(hostingDir, sorted, appSpecifiers, everyPage);
  const html = template
    .replace('__IMPORT_MAP__', JSON.stringify(sorted, null, 2).replace(/<\//g, '<\\/'))
    .replace('__APP_PRELOADS__', () => JSON.stringify(appPreloads).replace(/<\//g, '<\\/'))
    .replace('    <!-- module-preloads -->', preloads);
  writeFileSync(path.join(hostingDir, 'index.html'), html);
  return sorted;
}
