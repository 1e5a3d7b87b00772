#!/usr/bin/env node
// Builds one package (platform, root-config or an mf-*) into <package>/dist/<version>/, version = content hash.
// Usage: node build/build-package.mjs <package-dir-name>
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashTree } from './hash-tree.mjs';
import { packageEntries, packageScopes } from './packages.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function runWebpack(config) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** Output file -> the node_modules files bundled in it; bench/bundle-size.mjs checks nothing is bundled twice. */
function bundledModules(stats) {
  const result = {};
  for (const { compilation } of stats.stats ?? [stats]) {
    for (const chunk of compilation.chunks) {
      const files = new Set();
      const collect = (module) => {
        for (const inner of module.modules ?? []) collect(inner); // concatenated modules
        const resource = module.resource ?? '';
        const at = resource.lastIndexOf('node_modules/');
        if (at >= 0) files.add(resource.slice(at + 'node_modules/'.length));
      };
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) collect(module);
      for (const file of chunk.files) if (file.endsWith('.js')) result[file] = [...files].sort();
    }
  }
  return result;
}

export async function buildPackage(name) {
  const dir = path.join(root, name);
  const staging = path.join(dir, 'dist', '.staging');
  rmSync(staging, { recursive: true, force: true });
  const load = require(path.join(dir, 'webpack.config.cjs'));
  const config = typeof load === 'function' ? await load() : load;
  const stats = await runWebpack(config);
  const version = hashTree(staging).slice(0, 10);
  const target = path.join(dir, 'dist', version);
  // Same content, same version: an unchanged package keeps its folder untouched.
  if (existsSync(target)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, target);
  const current = { name, version, imports: packageEntries(name), scopes: packageScopes(name) };
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'current.json'), JSON.stringify(current, null, 2) + '\n');
  writeFileSync(path.join(dir, 'dist', 'modules.json'), JSON.stringify(bundledModules(stats), null, 1) + '\n');
  return current;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('usage: build-package.mjs <package>');
    process.exit(2);
  }
  const started = Date.now();
  buildPackage(name).then(
    (current) => console.log(`${name}: dist/${current.version} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (error) => {
      console.error(error.message ?? error);
      process.exit(1);
    },
  );
}
