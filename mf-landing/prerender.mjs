// Pre-renders the landing's pages at build time (build/build-package.mjs calls it on the output folder): each page's
// HTML, emotion CSS, title and description go into pages/<page>.json, listed by pages.json. They are files of the
// landing's version folder, deployed with it; the shell function puts a page into index.html for its path
// (build/import-map.mjs renderShell), so content, title, description and Open Graph tags are there before any
// script runs, and the browser hydrates them.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '..');

/** '/' -> 'index', '/legal/cgu' -> 'legal-cgu'. */
export const pageFile = (pagePath) => `pages/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/\//g, '-')}.json`;

export async function prerender(outDir) {
  const bundle = path.join(root, 'node_modules', '.cache', 'devis-prerender', `landing-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(dir, 'src', 'prerender', 'render-page.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          // The browser gets @devis/platform through the import map's landing scope; here it is that entry, from source.
          b.onResolve({ filter: /^@devis\/platform$/ }, () => ({ path: path.join(root, 'platform', 'src', 'landing.ts') }));
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@devis/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  try {
    const { landingPages, renderPage } = await import(pathToFileURL(bundle).href);
    const index = {};
    for (const { path: pagePath, meta } of landingPages) {
      const page = await renderPage(pagePath, meta);
      const file = pageFile(pagePath);
      mkdirSync(path.join(outDir, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(outDir, file), JSON.stringify(page));
      index[pagePath] = file;
    }
    writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(index, null, 1) + '\n');
    return index;
  } finally {
    rmSync(bundle, { force: true });
  }
}
