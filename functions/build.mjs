// Bundles the functions: our workspace code (@devis/domain) goes into lib/, every npm package stays external
// and is installed from functions/package.json.
//   node build.mjs          the deployed functions (src/index.ts); firebase deploy's predeploy runs this
//   node build.mjs --local  plus the local-only outbox function (src/local-index.ts), for the
//                           emulator (npm start, npm test)
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports are npm packages (external), except our own workspace packages (bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@devis/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

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
});
console.log(`functions (${local ? 'local, with the outbox' : 'deployed set'}) built in ${Date.now() - started} ms → lib/index.js, lib/seed.js, lib/jobs.js`);
