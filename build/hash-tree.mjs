import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Relative paths of every file under dir, sorted, so hashes do not depend on directory order. */
export function listFiles(dir, base = dir) {
  const files = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...listFiles(full, base));
    else files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files;
}

/** sha256 over every file's relative path and content. */
export function hashTree(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file + '\0');
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
