#!/usr/bin/env node
// npm run bench [-- name ...]: runs the given bench/<name>.mjs scripts, or all of them, one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const all = readdirSync(dir).filter((file) => file.endsWith('.mjs') && file !== 'run.mjs').sort();
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.mjs') ? name : `${name}.mjs`));
const unknown = wanted.filter((file) => !all.includes(file));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (have: ${all.join(', ')})`);
  process.exit(2);
}
let failures = 0;
for (const file of wanted.length > 0 ? wanted : all) {
  console.log(`\n== bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
process.exit(failures > 0 ? 1 : 0);
