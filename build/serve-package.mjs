#!/usr/bin/env node
// npm run serve -w <package>: rebuilds the package on every change (webpack watch) and serves it with CORS, so a
// developer can point their own browser at it with import-map-overrides (development builds) against a running
// stack: `npm start` locally, or any deployed development environment. See README.md.
// Usage: node build/serve-package.mjs <package> [--port 9100]
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { allPackages, packageEntries } from './packages.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const name = process.argv[2];
const portAt = process.argv.indexOf('--port');
const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 9100 + allPackages.indexOf(name);
if (!allPackages.includes(name)) {
  console.error(`usage: serve-package.mjs <${allPackages.join('|')}> [--port N]`);
  process.exit(2);
}

const out = path.join(root, name, 'dist', '.serve');
rmSync(out, { recursive: true, force: true });
const load = require(path.join(root, name, 'webpack.config.cjs'));
const loaded = typeof load === 'function' ? await load() : load;
const configs = Array.isArray(loaded) ? loaded : [loaded];
for (const config of configs) {
  config.output.path = out;
  // Production React is in the map, so the code stays a production build (development JSX would not run against it),
  // only readable: not minified, with source maps (not eval-*: eval'd ESM code cannot use import.meta).
  config.optimization = { ...config.optimization, minimize: false };
  config.devtool = 'source-map';
}
const types = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

createServer((req, res) => {
  const file = path.join(out, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
  if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404, headers).end();
  res.writeHead(200, { ...headers, 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
}).listen(port, '127.0.0.1', () => {
  const base = `http://127.0.0.1:${port}`;
  console.log(`${name}: serving ${path.relative(root, out)} at ${base} (rebuilt on every change)\n`);
  console.log('In the browser, on a page of the stack (development build), run in the console:');
  for (const [specifier, file] of Object.entries(packageEntries(name))) console.log(`  importMapOverrides.addOverride(${JSON.stringify(specifier)}, ${JSON.stringify(`${base}/${file}`)})`);
  console.log("then reload. localStorage.setItem('devtools', true) shows the {···} panel to list and remove overrides.");
});

require('webpack')(configs).watch({}, (error, stats) => {
  if (error) console.error(error);
  else if (stats.hasErrors()) console.error(stats.toString({ all: false, errors: true, colors: false }));
  else console.log(`${new Date().toLocaleTimeString('fr-FR')} ${name} built`);
});
