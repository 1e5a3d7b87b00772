import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// In the browser, mf-landing and mf-public get @devis/platform from platform/src/public-pages.ts (import-map
// scope). A name missing there would break those pages at load time, so every name they import must be listed.
const root = path.resolve(__dirname, '..', '..');
const scopedApps = ['mf-landing', 'mf-public'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Runtime names imported from '@devis/platform' (type-only imports vanish at build time). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]@devis\/platform['"]/g)) {
    if (match[1]) continue;
    const clause = match[2] ?? '';
    if (clause.includes('*')) names.push('* (namespace import)');
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

function exportedNames(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

test.each(scopedApps)('every @devis/platform name %s imports is exported by the public-pages entry', (app) => {
  const available = exportedNames(path.join(root, 'platform', 'src', 'public-pages.ts'));
  const missing = new Set<string>();
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    for (const name of importedNames(readFileSync(file, 'utf8'))) if (!available.has(name)) missing.add(name);
  }
  expect([...missing].sort()).toEqual([]);
});

test('the public-pages entry only re-exports names the full @devis/platform offers', () => {
  const full = new Set([
    ...exportedNames(path.join(root, 'platform', 'src', 'index.ts')),
    ...exportedNames(path.join(root, 'platform', 'src', 'mui.ts')),
    ...exportedNames(path.join(root, 'platform', 'src', 'icons.ts')),
  ]);
  const extra = [...exportedNames(path.join(root, 'platform', 'src', 'public-pages.ts'))].filter((name) => !full.has(name));
  expect(extra).toEqual([]);
});
