import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Use cases know no HTTP: nothing under services/ (tests included) imports from http/ or Express.
 * Statuses live in http/errors.ts only; the services throw the domain errors of ./errors.ts.
 */
const servicesDir = __dirname;
const httpDir = path.resolve(servicesDir, '../http');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Every module specifier: static imports and re-exports, `import('…')`, `require('…')`. */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

function httpImports(file: string): string[] {
  return specifiers(readFileSync(file, 'utf8')).filter((s) => {
    if (s === 'express' || s.startsWith('express/')) return true;
    if (!s.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), s);
    return target === httpDir || target.startsWith(httpDir + path.sep);
  });
}

test('the specifier scan sees every form of import', () => {
  const source = [
    "import { a } from '../../http/errors';",
    "import type {\n  Ctx,\n} from '../../http/context';",
    "export { b } from '../http/route';",
    "import '../../http/app';",
    "const m = await import('../../http/log');",
    "const r = require('express');",
  ].join('\n');
  expect(specifiers(source)).toEqual(expect.arrayContaining(['../../http/errors', '../../http/context', '../http/route', '../../http/app', '../../http/log', 'express']));
});

test('no file under services/ imports from http/ or Express', () => {
  // This file only quotes imports as test data.
  const offenders = sourceFiles(servicesDir).filter((f) => f !== __filename).flatMap((file) => httpImports(file).map((s) => `${path.relative(servicesDir, file)} → ${s}`));
  expect(offenders).toEqual([]);
});
