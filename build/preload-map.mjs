// The modules an app's first render needs, as URLs: root-config adds them as <link rel="modulepreload"> for the
// app that owns the page, so the browser fetches the app, the platform and their chunks in parallel instead of
// discovering them one import at a time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Import-map entries an app also needs before its first render, though it imports them from a lazy chunk. */
export const earlyImports = { '@devis/provider': ['@devis/platform/session'], '@devis/client': ['@devis/platform/session'] };

// Static imports of webpack's ESM output: `import*as t from"./x.js"`, `import{a as b}from"react"`, `import"./y.js"`.
const staticImport = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;

/** The URL a specifier imported from `fromUrl` resolves to through the import map (scopes first), or null. */
export function resolveSpecifier(importMap, specifier, fromUrl) {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return new URL(specifier, `http://h${fromUrl}`).pathname;
  for (const [scope, entries] of Object.entries(importMap.scopes ?? {})) {
    if (fromUrl.startsWith(scope) && entries[specifier]) return entries[specifier];
  }
  return importMap.imports[specifier] ?? null;
}

/** Every URL reachable from `urls` through static imports, read from the hosting folder. */
export function staticClosure(hostingDir, importMap, urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || seen.has(url)) continue;
    const file = path.join(hostingDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const resolved = resolveSpecifier(importMap, specifier, url);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}

/** App specifier -> URLs to preload for it, minus those `alreadyPreloaded` on every page. */
export function preloadMap(hostingDir, importMap, appSpecifiers, alreadyPreloaded) {
  const skip = new Set(alreadyPreloaded);
  const map = {};
  for (const specifier of appSpecifiers) {
    const entry = importMap.imports[specifier];
    if (!entry) continue;
    const early = (earlyImports[specifier] ?? []).map((name) => resolveSpecifier(importMap, name, entry));
    map[specifier] = staticClosure(hostingDir, importMap, [entry, ...early]).filter((url) => !skip.has(url));
  }
  return map;
}
