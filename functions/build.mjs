// Bundles the functions: our workspace code (@devis/domain) and the PDF engine go into lib/, every other npm
// package stays external and is installed from functions/package.json (bundle-plugins.mjs).
//   node build.mjs          the deployed functions (src/index.ts); firebase deploy's predeploy runs this
//   node build.mjs --local  plus the local-only outbox function (src/local-index.ts), for the
//                           emulator (npm start, npm test)
import { build } from 'esbuild';
import { BUNDLE_LOG_OVERRIDE, copyPdfkitData, externalPackages } from './bundle-plugins.mjs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.dirname(fileURLToPath(import.meta.url));

const local = process.argv.includes('--local');
const started = Date.now();
await build({
  absWorkingDir: dir,
  entryPoints: { index: local ? 'src/local-index.ts' : 'src/index.ts', seed: 'src/seed.ts', jobs: 'src/jobs-cli.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  logOverride: BUNDLE_LOG_OVERRIDE,
});
copyPdfkitData(path.join(dir, 'lib'));
console.log(`functions (${local ? 'local, with the outbox' : 'deployed set'}) built in ${Date.now() - started} ms → lib/index.js, lib/seed.js, lib/jobs.js`);
