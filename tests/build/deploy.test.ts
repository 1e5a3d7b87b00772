import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Deploys through the local test stack (scripts/test.mjs starts it; DEVIS_BASE_URL), each test in its own map
// environment so the live map the journeys use never changes. The same `deploy` function runs in production.
const root = path.resolve(__dirname, '..', '..');
const BASE_URL = process.env.DEVIS_BASE_URL ?? 'http://127.0.0.1:5100';

interface Current {
  name: string;
  version: string;
  major?: number;
  imports: Record<string, string>;
  uses: Record<string, string[]>;
  files: string[];
}
interface State {
  deployment: string;
  current: string;
  previous: string | null;
  versions: { version: string }[];
}
type Target = { baseUrl: string; token: string; env: string };

/* eslint-disable @typescript-eslint/no-require-imports */
const client = require('../../build/deploy-client.mjs') as {
  LOCAL_DEPLOY_TOKEN: string;
  deployOrder: string[];
  deployBuild(target: Target, current: Current, options?: { distDir?: string }): Promise<State>;
  listDeployments(target: Target): Promise<{ deployments: State[] }>;
};
const { hashTree, listFiles } = require('../../build/hash-tree.mjs') as { hashTree(dir: string): string; listFiles(dir: string): string[] };
const { exportedNames, resolveSpecifier } = require('../../build/import-map.mjs') as {
  exportedNames(source: string): string[];
  resolveSpecifier(map: unknown, specifier: string, from: string): string | null;
};
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(600_000);

const readCurrent = (name: string): Current => JSON.parse(readFileSync(path.join(root, name, 'dist', 'current.json'), 'utf8'));
const target = (env: string): Target => ({ baseUrl: BASE_URL, token: client.LOCAL_DEPLOY_TOKEN, env });
const freshEnv = () => `t-${randomBytes(4).toString('hex')}`;
const byDeployment = (states: State[]) => Object.fromEntries(states.map((s) => [s.deployment, s.current]));

async function deployEverything(env: string) {
  for (const name of client.deployOrder) await client.deployBuild(target(env), readCurrent(name));
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A new version of a built app (its entry file gets a comment): a different content hash, as a code change gives. */
function newVersionOf(name: string, tag: string): { current: Current; distDir: string } {
  const current = readCurrent(name);
  const distDir = mkdtempSync(path.join(tmpdir(), `devis-${name}-`));
  scratch.push(distDir);
  const staging = path.join(distDir, 'staging');
  cpSync(path.join(root, name, 'dist', current.version), staging, { recursive: true });
  appendFileSync(path.join(staging, Object.values(current.imports)[0]!), `\n// ${tag}\n`);
  const version = hashTree(staging).slice(0, 10);
  renameSync(staging, path.join(distDir, version));
  return { current: { ...current, version, files: listFiles(path.join(distDir, version)) }, distDir };
}

function deployCli(args: string[], cwd = root) {
  const result = spawnSync(process.execPath, ['scripts/deploy-app.mjs', ...args, '--url', BASE_URL], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`deploy-app ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

test('two apps deployed at the same moment both end in the map, and their files are served', async () => {
  const env = freshEnv();
  await deployEverything(env);
  const before = byDeployment((await client.listDeployments(target(env))).deployments);
  const clientV2 = newVersionOf('mf-client', 'client team');
  const publicV2 = newVersionOf('mf-public', 'public team');
  await Promise.all([
    client.deployBuild(target(env), clientV2.current, { distDir: clientV2.distDir }),
    client.deployBuild(target(env), publicV2.current, { distDir: publicV2.distDir }),
  ]);
  const after = byDeployment((await client.listDeployments(target(env))).deployments);
  expect(after).toEqual({ ...before, 'mf-client': clientV2.current.version, 'mf-public': publicV2.current.version });
  const entry = await fetch(`${BASE_URL}/apps/mf-client/${clientV2.current.version}/devis-client.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toContain('immutable');
  expect(await entry.text()).toContain('// client team');
});

test('npm run deploy -- --rollback points the app back at its previous version in one step and lists the versions kept', async () => {
  const env = freshEnv();
  await deployEverything(env);
  const first = readCurrent('mf-client').version;
  const next = newVersionOf('mf-client', 'to roll back');
  await client.deployBuild(target(env), next.current, { distDir: next.distDir });
  const others = byDeployment((await client.listDeployments(target(env))).deployments);
  const out = deployCli(['mf-client', '--rollback', '--env', env]);
  expect(out).toContain(`mf-client in ${env}: ${first}`);
  expect(out).toMatch(new RegExp(`versions kept, newest first: ${next.current.version} \\(.+\\), ${first}\\* `));
  expect(byDeployment((await client.listDeployments(target(env))).deployments)).toEqual({ ...others, 'mf-client': first });
});

test('a deploy of one app from a fresh clone (nothing else built) leaves the other apps’ entries and files untouched', async () => {
  const env = freshEnv();
  await deployEverything(env);
  const before = byDeployment((await client.listDeployments(target(env))).deployments);

  // A fresh clone of this tree: the tracked and new files, no dist/ of any package, the installed node_modules.
  const clone = mkdtempSync(path.join(tmpdir(), 'devis-clone-'));
  scratch.push(clone);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(clone, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  appendFileSync(path.join(clone, 'mf-client/src/devis-client.tsx'), "\nconsole.info('mf-client from a fresh clone');\n");

  const out = deployCli(['mf-client', '--env', env], clone);
  const deployed = JSON.parse(readFileSync(path.join(clone, 'mf-client/dist/current.json'), 'utf8')) as Current;
  expect(out).toContain(`mf-client in ${env}: ${deployed.version}`);
  // Only mf-client was built in the clone.
  for (const other of ['platform', 'root-config', 'mf-landing', 'mf-provider', 'mf-public']) expect(existsSync(path.join(clone, other, 'dist'))).toBe(false);

  const after = byDeployment((await client.listDeployments(target(env))).deployments);
  expect(after).toEqual({ ...before, 'mf-client': deployed.version });
  expect(deployed.version).not.toBe(before['mf-client']);
  for (const name of ['mf-landing', 'mf-provider', 'mf-public', 'root-config']) {
    const current = readCurrent(name);
    const res = await fetch(`${BASE_URL}/apps/${name}/${current.version}/${Object.values(current.imports)[0]}`);
    expect(res.status).toBe(200);
  }
});

test('each app’s imports from the platform are exported by the deployed platform build', async () => {
  const map = (await (await fetch(`${BASE_URL}/importmap.json`)).json()) as { imports: Record<string, string> };
  const checked: string[] = [];
  for (const name of ['mf-landing', 'mf-provider', 'mf-client', 'mf-public']) {
    const app = readCurrent(name);
    const [specifier, file] = Object.entries(app.imports)[0]!;
    const entryUrl = map.imports[specifier]!;
    expect(entryUrl).toBe(`/apps/${name}/${app.version}/${file}`); // the build this checkout made is the deployed one
    for (const [imported, names] of Object.entries(app.uses).filter(([s]) => s.startsWith('@devis/platform@'))) {
      const url = resolveSpecifier(map, imported, entryUrl);
      expect(url).toMatch(/^\/apps\/platform\/\w+\//);
      const exported = new Set(exportedNames(await (await fetch(BASE_URL + url)).text()));
      expect({ app: name, imported, missing: names.filter((n) => !exported.has(n)) }).toEqual({ app: name, imported, missing: [] });
      checked.push(`${name} ${imported}`);
    }
  }
  expect(checked).toEqual(expect.arrayContaining(['mf-landing @devis/platform@1', 'mf-provider @devis/platform@1', 'mf-provider @devis/platform@1/session']));
});
