#!/usr/bin/env node
// Assembles a hosting folder from every package's latest build (no building): apps/<package>/<version>/,
// importmap.json and index.html. Usage: node build/assemble-hosting.mjs [--out <dir>]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPackages } from './packages.mjs';
import { defaultHostingDir, pointImportMapAt, publishPackage, readCurrent, readImportMap, writeImportMap } from './hosting.mjs';

export function assembleHosting(hostingDir = defaultHostingDir, currents = allPackages.map(readCurrent)) {
  // Earlier versions stay in the folder, so pages already open keep loading their chunks.
  const importMap = readImportMap(hostingDir);
  for (const current of currents) {
    publishPackage(hostingDir, current);
    pointImportMapAt(importMap, current);
  }
  return writeImportMap(hostingDir, importMap);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : defaultHostingDir;
  assembleHosting(out);
  console.log(`hosting folder assembled in ${out}`);
}
