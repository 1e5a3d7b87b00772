// The functions code is TypeScript: benchmarks bundle the few modules they need with esbuild.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_LOG_OVERRIDE, copyPdfkitData, externalPackages } from '../../functions/bundle-plugins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Bundles `source` (export lines, paths relative to functions/) into a CommonJS file and loads it (unless
 * `load: false`: for another process), as functions/build.mjs bundles functions/lib (the PDF engine bundled,
 * other npm packages external); the file lives inside the repository so they resolve from its node_modules.
 * Call `remove()` when done.
 */
export async function loadFunctionsBundle(name, source, { load = true } = {}) {
  const file = path.join(root, 'node_modules', '.cache', 'devis-bench', `${name}-${process.pid}.cjs`);
  mkdirSync(path.dirname(file), { recursive: true });
  await build({
    stdin: { contents: source, resolveDir: path.join(root, 'functions'), loader: 'ts' },
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    logOverride: BUNDLE_LOG_OVERRIDE,
    plugins: [externalPackages],
  });
  copyPdfkitData(path.dirname(file));
  return { file, exports: load ? createRequire(import.meta.url)(file) : null, remove: () => rm(file, { force: true }) };
}
