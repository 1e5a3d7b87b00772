#!/usr/bin/env node
// Builds one package (platform, root-config or an mf-*) into <package>/dist/<version>/, version = content hash,
// and writes <package>/dist/current.json: the release manifest the deploy sends (build/README.md).
// Usage: node build/build-package.mjs <package-dir-name>   (DEVIS_BUILD=production for a production build)
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashTree, listFiles } from './hash-tree.mjs';
import { exportedNames, staticImports } from './import-map.mjs';
import { packageEntries, packageScopes, platformMajor } from './packages.mjs';

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

/** Import-map specifier -> the names this package's output uses from it ('*' when webpack cannot tell). */
function usedImports(stats) {
  const uses = {};
  for (const { compilation } of stats.stats ?? [stats]) {
    for (const module of compilation.modules) {
      if (module.constructor.name !== 'ExternalModule' || typeof module.request !== 'string') continue;
      const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
      const names = used === true || used === null ? ['*'] : [...used];
      uses[module.request] = [...new Set([...(uses[module.request] ?? []), ...names])].sort();
    }
  }
  return Object.fromEntries(Object.entries(uses).sort(([a], [b]) => a.localeCompare(b)));
}

// Prefix of the chunk names that mark a route's page module: import(/* webpackChunkName: "page:/app/quotes" */ …).
const pageChunkPrefix = 'page:';

/**
 * Page path -> the files of its lazy page module (its chunk group), from the chunk names above: the shell preloads them
 * on that path (build/import-map.mjs, appPreloads), so the page's own code downloads with the app, not after it ran.
 */
function pageFiles(stats) {
  const pages = {};
  for (const { compilation } of stats.stats ?? [stats]) {
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!name.startsWith(pageChunkPrefix)) continue;
      pages[name.slice(pageChunkPrefix.length)] = group.getFiles().filter((file) => file.endsWith('.js')).sort();
    }
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the deploy and the shell need to know about a version folder, read from the files themselves. */
function describeOutput(folder, entries, scopes) {
  const scripts = listFiles(folder).filter((file) => file.endsWith('.js'));
  const entryFiles = new Set([...Object.values(entries), ...Object.values(scopes).flatMap((scope) => Object.values(scope))]);
  const read = (file) => readFileSync(path.join(folder, file), 'utf8');
  return {
    files: listFiles(folder),
    // Static imports of every script: the shell preloads an app's whole static graph (build/import-map.mjs).
    graph: Object.fromEntries(scripts.map((file) => [file, staticImports(read(file))])),
    exports: Object.fromEntries([...entryFiles].sort().map((file) => [file, exportedNames(read(file))])),
  };
}

/** The build flavour: development (default; the shell carries import-map-overrides) or production. */
export function buildFlavour(env = process.env) {
  const flavour = env.DEVIS_BUILD ?? 'development';
  if (flavour !== 'development' && flavour !== 'production') throw new Error(`DEVIS_BUILD must be development or production, not ${flavour}`);
  return flavour;
}

/** Builds into `distDir` (default <package>/dist): <distDir>/<version>/ and <distDir>/current.json. */
export async function buildPackage(name, { distDir = path.join(root, name, 'dist') } = {}) {
  const dir = path.join(root, name);
  const staging = path.join(distDir, '.staging');
  rmSync(staging, { recursive: true, force: true });
  const load = require(path.join(dir, 'webpack.config.cjs'));
  const loaded = typeof load === 'function' ? await load() : load;
  for (const config of Array.isArray(loaded) ? loaded : [loaded]) config.output.path = staging;
  const stats = await runWebpack(loaded);
  // A package may add files made from its build (mf-landing: its pre-rendered pages) before the version is hashed.
  const prerenderScript = path.join(dir, 'prerender.mjs');
  if (existsSync(prerenderScript)) await (await import(pathToFileURL(prerenderScript).href)).prerender(staging);
  const version = hashTree(staging).slice(0, 10);
  const target = path.join(distDir, version);
  // Same content, same version: an unchanged package keeps its folder untouched.
  if (existsSync(target)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, target);
  const imports = packageEntries(name);
  const scopes = packageScopes(name);
  const current = {
    name,
    version,
    flavour: buildFlavour(),
    ...(name === 'platform' ? { major: platformMajor() } : {}),
    imports,
    scopes,
    uses: usedImports(stats),
    pages: pageFiles(stats),
    ...describeOutput(target, imports, scopes),
  };
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'current.json'), JSON.stringify(current, null, 2) + '\n');
  writeFileSync(path.join(distDir, 'modules.json'), JSON.stringify(bundledModules(stats), null, 1) + '\n');
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
