import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// In the browser, mf-landing gets @devis/platform from platform/src/landing.ts and mf-public from
// platform/src/public-pages.ts (import-map scopes). A name missing there would break those pages at load time, so
// every name they import must be listed (their jest and tsconfig resolve to those files too).
// @devis/platform/forms (platform/src/forms.ts) is the same for every app.
const root = path.resolve(__dirname, '..', '..');
const scopedApps = [
  { app: 'mf-landing', entry: 'landing.ts' },
  { app: 'mf-public', entry: 'public-pages.ts' },
];
const sourceDir = (app: string) => path.join(root, app, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Runtime names imported from a specifier such as '@devis/platform' (type-only imports vanish at build time). */
function importedNames(source: string, specifier = '@devis/platform'): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${specifier.replace(/[/]/g, '\\/')}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
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

test.each(scopedApps)('every @devis/platform name $app imports is exported by $entry', ({ app, entry }) => {
  const available = exportedNames(path.join(root, 'platform', 'src', entry));
  const missing = new Set<string>();
  for (const file of sourceFiles(sourceDir(app))) {
    for (const name of importedNames(readFileSync(file, 'utf8'))) if (!available.has(name)) missing.add(name);
  }
  expect([...missing].sort()).toEqual([]);
});

test.each(['mf-landing', 'mf-provider', 'mf-client', 'mf-public'])('every @devis/platform/forms name %s imports is exported by forms.ts', (app) => {
  const available = exportedNames(path.join(root, 'platform', 'src', 'forms.ts'));
  const missing = new Set<string>();
  for (const file of sourceFiles(sourceDir(app))) {
    for (const name of importedNames(readFileSync(file, 'utf8'), '@devis/platform/forms')) if (!available.has(name)) missing.add(name);
  }
  expect([...missing].sort()).toEqual([]);
});

test('the home page imports nothing from @devis/platform/forms (it would load the heavier components at once)', () => {
  const home = sourceFiles(path.join(sourceDir('mf-landing'), 'features', 'home'));
  const eager = ['devis-landing.tsx', 'root.component.tsx', 'landing-routes.tsx', 'components/site-layout.tsx', 'components/site-header.tsx']
    .map((file) => path.join(sourceDir('mf-landing'), file));
  const offenders = [...home, ...eager].filter((file) => /from\s+['"]@devis\/platform\/forms['"]/.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});

// Formik's form context and TanStack Query's client exist once per page, in the platform: a copy bundled into an app
// would not see them (FormTextField under the app's own <Formik>, useQuery under the platform's QueryClientProvider).
test.each(['mf-landing', 'mf-provider', 'mf-client', 'mf-public'])('%s takes formik and TanStack Query from the platform only', (app) => {
  const direct = sourceFiles(sourceDir(app)).filter((file) => /from\s+['"](formik|@tanstack\/[^'"]+)['"]/.test(readFileSync(file, 'utf8')));
  expect(direct.map((file) => path.relative(root, file))).toEqual([]);
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  expect(Object.keys(dependencies).filter((name) => name === 'formik' || name.startsWith('@tanstack/'))).toEqual([]);
});
