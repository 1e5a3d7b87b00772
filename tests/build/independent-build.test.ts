import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Building one app must leave every other package's output byte-for-byte unchanged (issue "Platform" §9).
const root = path.resolve(__dirname, '..', '..');
const others = ['platform', 'root-config', 'mf-landing', 'mf-provider', 'mf-public'];

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  if (!existsSync(dir)) return 'absent';
  const walk = (at: string) => {
    for (const entry of readdirSync(at).sort()) {
      const full = path.join(at, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full) + '\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function build(name: string) {
  const result = spawnSync(process.execPath, [path.join(root, 'build', 'build-package.mjs'), name], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build of ${name} failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(readFileSync(path.join(root, name, 'dist', 'current.json'), 'utf8')) as { version: string; imports: Record<string, string> };
}

jest.setTimeout(600_000);

beforeAll(() => {
  // A fresh clone has no output yet: build what is missing so there is something to compare.
  for (const name of others) if (!existsSync(path.join(root, name, 'dist', 'current.json'))) build(name);
});

test('building mf-client alone leaves the other apps, the platform and the shell unchanged', () => {
  const before = Object.fromEntries(others.map((name) => [name, treeHash(path.join(root, name, 'dist'))]));
  const client = build('mf-client');
  const after = Object.fromEntries(others.map((name) => [name, treeHash(path.join(root, name, 'dist'))]));
  expect(after).toEqual(before);
  expect(existsSync(path.join(root, 'mf-client', 'dist', client.version, client.imports['@devis/client'] ?? ''))).toBe(true);
});

test('an unchanged app keeps its version folder when rebuilt', () => {
  const first = build('mf-client');
  const second = build('mf-client');
  expect(second.version).toBe(first.version);
  expect(first.version).toMatch(/^[0-9a-f]{10}$/);
});
