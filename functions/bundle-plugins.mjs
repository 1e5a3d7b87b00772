// How the functions code is bundled, shared by build.mjs (functions/lib) and the benchmarks
// (bench/lib/functions-bundle.mjs), so that a bench measures what is deployed.
import { cpSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(functionsDir, 'package.json'));

/**
 * The PDF engine is bundled into our code: pdfmake (31 files), pdfkit and the small libraries they load
 * for every document. A new process then reads, resolves and compiles one file instead of about 45 (a
 * sixth of a cold render: resolution, package.json reads). The rest stays an npm package: what pdfkit and
 * pdfmake load only for embedded fonts, encryption, SVG and QR codes (pdf/pdfkit-once.ts gives them stand-ins
 * until used: they must stay modules of their own), and tiny-inflate (replaced by zlib, same file). lib/
 * requires those directly, so they are dependencies in functions/package.json (same ranges as pdfkit's and
 * pdfmake's): the deployed install puts them where lib/ finds them.
 */
const PDF_ENGINE = new Set(['pdfmake', 'pdfkit', 'linebreak', 'unicode-trie', 'base64-js', 'png-js', 'js-md5']);
/** pdfmake's own files it loads only for SVG images and QR codes: required from the installed package. */
const PDFMAKE_USED_LATER = new Map([
  ['./3rd-party/svg-to-pdfkit.js', 'pdfmake/js/3rd-party/svg-to-pdfkit.js'],
  ['./qrEnc.js', 'pdfmake/js/qrEnc.js'],
]);

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const domainSrc = path.join(functionsDir, '..', 'domain', 'src') + path.sep;
/** domain/ modules with a side effect: yup's French messages (build/webpack-common.cjs has the same rule). */
const domainSideEffects = /[\\/]schemas[\\/](locale|yup)\.ts$/;

/**
 * Bare imports are npm packages (external), except our own workspace packages and the PDF engine (bundled).
 * The domain package is pure functions, as for webpack: a bundle keeps only the domain modules it uses, so the
 * PDF renderer does not load yup and every schema (a cold process's first PDF paid about 10 ms for them).
 */
export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@devis/') || PDF_ENGINE.has(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
    b.onResolve({ filter: /^(@devis\/domain$|\.)/ }, async (args) => {
      if (args.pluginData === domainSrc || (args.path.startsWith('.') && !args.importer.startsWith(domainSrc))) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: domainSrc });
      if (found.errors.length > 0 || !found.path.startsWith(domainSrc) || domainSideEffects.test(found.path)) return undefined;
      return { path: found.path, sideEffects: false };
    });
    b.onResolve({ filter: /^\.\/(3rd-party\/svg-to-pdfkit|qrEnc)\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}pdfmake${path.sep}`) ? { path: PDFMAKE_USED_LATER.get(args.path), external: true } : undefined,
    );
  },
};

/**
 * Our code finds pdfmake's Roboto files and pdfkit's modules with require.resolve at run time (the installed
 * packages, which stay dependencies), on purpose: esbuild's warning about it is silenced.
 */
export const BUNDLE_LOG_OVERRIDE = { 'require-resolve-not-external': 'silent' };

/**
 * pdfkit reads its standard fonts' metrics (and an ICC profile) from `${__dirname}/data`: once bundled,
 * __dirname is the bundle's folder, so the bundle gets a copy of that folder (Helvetica's metrics ship parsed,
 * but pdfkit still reads the file it checks them against).
 */
export function copyPdfkitData(outdir) {
  const pdfkitDir = path.dirname(require.resolve('pdfkit', { paths: [path.dirname(require.resolve('pdfmake'))] }));
  mkdirSync(outdir, { recursive: true });
  cpSync(path.join(pdfkitDir, 'data'), path.join(outdir, 'data'), { recursive: true });
}
