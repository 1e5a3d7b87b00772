#!/usr/bin/env node
// Deploys one browser package: build it alone, publish its version folder, point importmap.json at it,
// then `firebase deploy --only hosting`. Hosting uploads only files whose hash changed, so the other
// apps' folders (already in dist/hosting) are neither rebuilt nor re-uploaded.
// Usage: node scripts/deploy-app.mjs <package> [--dry-run] [--no-firebase]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPackage } from '../build/build-package.mjs';
import { allPackages } from '../build/packages.mjs';
import { defaultHostingDir, importsOf, pointImportMapAt, publishPackage, readCurrent, readImportMap, root, scopesOf, versionUrl, writeImportMap } from '../build/hosting.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const dryRun = args.includes('--dry-run');
const skipFirebase = args.includes('--no-firebase');
const hostingDir = process.env.DEVIS_HOSTING_DIR ? path.resolve(process.env.DEVIS_HOSTING_DIR) : defaultHostingDir;

if (!name || !allPackages.includes(name)) {
  console.error(`usage: deploy-app.mjs <${allPackages.join('|')}> [--dry-run] [--no-firebase]`);
  process.exit(2);
}

/** Every specifier the map points at must be in the folder we upload, or the release would break it. */
function missingFiles(importMap) {
  const entries = [...Object.entries(importMap.imports), ...Object.values(importMap.scopes ?? {}).flatMap((scope) => Object.entries(scope))];
  return entries.filter(([, url]) => !existsSync(path.join(hostingDir, url)));
}

const rel = (p) => path.relative(root, p);

if (dryRun) {
  // Plan from the last build: nothing is built, copied, written or uploaded.
  const current = readCurrent(name);
  const before = readImportMap(hostingDir);
  console.log(`[dry-run] would build ${name} only (node build/build-package.mjs ${name})`);
  console.log(`[dry-run] would copy ${name}/dist/${current.version} -> ${rel(path.join(hostingDir, 'apps', name, current.version))}`);
  for (const [specifier, url] of Object.entries(importsOf(current))) {
    const was = before.imports[specifier];
    console.log(`[dry-run] importmap.json ${specifier}: ${was ?? '(none)'} -> ${url}${was === url ? ' (unchanged)' : ''}`);
  }
  for (const [scope, entries] of Object.entries(scopesOf(current))) {
    for (const [specifier, url] of Object.entries(entries)) console.log(`[dry-run] importmap.json scope ${scope} ${specifier} -> ${url}`);
  }
  console.log(`[dry-run] would rewrite ${rel(path.join(hostingDir, 'importmap.json'))} and ${rel(path.join(hostingDir, 'index.html'))}`);
  console.log(`[dry-run] would run: firebase deploy --only hosting (uploads only ${versionUrl(name, current.version)} and the two no-cache files)`);
  process.exit(0);
}

const current = await buildPackage(name);
const { copied, to } = publishPackage(hostingDir, current);
console.log(`${name} ${current.version}: ${copied ? 'copied to' : 'already in'} ${rel(to)}`);
const importMap = pointImportMapAt(readImportMap(hostingDir), current);
const missing = missingFiles(importMap);
if (missing.length > 0) {
  console.error(`dist/hosting lacks files the import map needs (run npm run build once): ${missing.map(([s]) => s).join(', ')}`);
  process.exit(1);
}
writeImportMap(hostingDir, importMap);
console.log(`importmap.json now points ${Object.keys(current.imports).join(', ')} at ${versionUrl(name, current.version)}`);

if (skipFirebase) process.exit(0);
const result = spawnSync('npx', ['firebase', 'deploy', '--only', 'hosting'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
