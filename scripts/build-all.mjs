#!/usr/bin/env node
// npm run build: every browser package into its versioned folder, the functions (the local set, with the
// outbox: firebase deploy rebuilds the deployed set in its predeploy), then dist/hosting (an offline copy of
// the shell for the benches; the local stack gets the builds through the deploy path, scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPackage } from '../build/build-package.mjs';
import { allPackages } from '../build/packages.mjs';
import { assembleHosting, defaultHostingDir, root } from '../build/hosting.mjs';

const started = Date.now();
const currents = [];
for (const name of allPackages) {
  const t = Date.now();
  const current = await buildPackage(name);
  currents.push(current);
  console.log(`built ${name} -> ${name}/dist/${current.version} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

const functionsScripts = JSON.parse(readFileSync(path.join(root, 'functions', 'package.json'), 'utf8')).scripts ?? {};
if (functionsScripts.build) {
  const result = spawnSync('npm', ['run', 'build:local', '-w', 'functions'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

assembleHosting(defaultHostingDir, currents);
console.log(`hosting folder: ${path.relative(root, defaultHostingDir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
