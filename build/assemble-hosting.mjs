#!/usr/bin/env node
// An offline copy of the shell from every package's latest build (no building): apps/<package>/<version>/,
// importmap.json and index.html, rendered as the `shell` function does. For the build tests and benches.
// Usage: node build/assemble-hosting.mjs [--out <dir>]   (default dist/hosting)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPackages } from './packages.mjs';
import { assembleHosting, defaultHostingDir, readCurrent } from './hosting.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : defaultHostingDir;
  assembleHosting(out, allPackages.map((name) => readCurrent(name)));
  console.log(`hosting folder assembled in ${out}`);
}
