import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalFiles } from '../files/local-files';
import { SqliteStore } from '../store/sqlite-store';
import { listen } from '../test-support/listen';
import { createDeployApp } from './deploy-app';
import { tokenDigest } from './deploy-tokens';

// The deploy function with a real SQLite store and a real Files folder: who may deploy, what a release must hold,
// and which map changes it refuses. tests/build/deploy.test.ts runs the same through the local stack.
let dir: string;
let store: SqliteStore;
let server: { baseUrl: string; close: () => Promise<void> };

const tokens = { '*': tokenDigest('platform-team'), 'mf-client': tokenDigest('client-team') };

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devis-deploy-'));
  store = new SqliteStore(path.join(dir, 'store.sqlite'));
  server = await listen(createDeployApp({ store, files: new LocalFiles(path.join(dir, 'files'), 'http://x'), tokens: () => tokens, now: () => new Date('2026-05-04T10:00:00Z') }));
});

afterEach(async () => {
  await server.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

interface Build {
  name: string;
  version: string;
  major?: number;
  imports: Record<string, string>;
  uses: Record<string, string[]>;
  files: string[];
  bytes: Record<string, string>;
}

/** A build as build/build-package.mjs describes one: version = sha256 over paths and bytes, in file order. */
function build(name: string, bytes: Record<string, string>, imports: Record<string, string>, uses: Record<string, string[]> = {}, major?: number): Build {
  const files = Object.keys(bytes).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file + '\0').update(bytes[file]!).update('\0');
  return { name, version: hash.digest('hex').slice(0, 10), ...(major ? { major } : {}), imports, uses, files, bytes };
}

const shell = build('root-config', { 'react.js': 'const a=1;export{a as useState};', 'root-config.js': 'import"react";' }, { react: 'react.js', '@devis/root-config': 'root-config.js' });
const platform = (names: string[], major = 1) =>
  build('platform', { 'platform.js': `import*as r from"react";export{${names.map((n, i) => `v${i} as ${n}`).join(',')}};` }, { [`@devis/platform@${major}`]: 'platform.js' }, { react: ['useState'] }, major);
const client = (text = 'a') => build('mf-client', { 'devis-client.js': `import"@devis/platform@1";// ${text}` }, { '@devis/client': 'devis-client.js' }, { '@devis/platform@1': ['Card'] });

type Answer = { error: { code: string; message: string } };
const json = async (res: Response) => (await res.json()) as Answer;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Uploads every file; the first refusal's status, or 200. */
async function upload(b: Build, token = 'platform-team') {
  for (const file of b.files) {
    const res = await fetch(`${server.baseUrl}/fn/deploy/files/${b.name}/${b.version}/${file}`, { method: 'PUT', headers: auth(token), body: b.bytes[file] });
    if (!res.ok) return res.status;
  }
  return 200;
}

async function release(b: Build, { token = 'platform-team', env = 'live', uploadFirst = true } = {}) {
  if (uploadFirst) await upload(b, token);
  const deployment = b.major ? `${b.name}@${b.major}` : b.name;
  const { bytes: _bytes, ...manifest } = b;
  const res = await fetch(`${server.baseUrl}/fn/deploy/${env}/${deployment}/releases`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(manifest),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

const list = async (env = 'live') => (await (await fetch(`${server.baseUrl}/fn/deploy/${env}`, { headers: auth('platform-team') })).json()) as {
  deployments: { deployment: string; current: string; previous: string | null; versions: { version: string }[] }[];
};

async function baseline() {
  expect((await release(shell)).status).toBe(200);
  expect((await release(platform(['Button', 'Card']))).status).toBe(200);
}

test('a caller without a deploy token, or with another team’s, changes nothing', async () => {
  await baseline();
  const none = await fetch(`${server.baseUrl}/fn/deploy/live/mf-client/rollback`, { method: 'POST' });
  expect(none.status).toBe(401);
  expect(await json(none)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Jeton de déploiement manquant ou invalide' } });
  expect(await upload(client(), 'guess')).toBe(401);
  expect((await release(client(), { token: 'guess' })).status).toBe(401);
  // The client team's token opens mf-client only.
  expect(await upload(platform(['Button', 'Card', 'Extra']), 'client-team')).toBe(401);
  expect((await release(platform(['Button', 'Card', 'Extra']), { token: 'client-team' })).status).toBe(401);
  expect((await release(client(), { token: 'client-team' })).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/fn/deploy/live`)).status).toBe(401);
});

test('a release must name files that are all stored, unaltered; a published file never changes', async () => {
  await baseline();
  const app = client();
  expect((await release(app, { uploadFirst: false })).body.error.message).toMatch(/Fichier manquant pour mf-client/);
  await upload(app);
  const overwrite = await fetch(`${server.baseUrl}/fn/deploy/files/mf-client/${app.version}/devis-client.js`, { method: 'PUT', headers: auth('platform-team'), body: 'alert(1)' });
  expect(overwrite.status).toBe(409);
  const same = await fetch(`${server.baseUrl}/fn/deploy/files/mf-client/${app.version}/devis-client.js`, { method: 'PUT', headers: auth('platform-team'), body: app.bytes['devis-client.js'] });
  expect(await same.json() as unknown).toEqual({ stored: false });
  // A manifest claiming a version its files do not hash to is refused.
  const lying = { ...app, version: client('b').version };
  await upload(lying);
  expect((await release(lying, { uploadFirst: false })).body.error.message).toMatch(/ne correspondent pas/);
  expect((await list()).deployments.map((d) => d.deployment)).toEqual(['platform@1', 'root-config']);
});

test('bad input gets a French 400 and changes nothing', async () => {
  const post = (body: string) =>
    fetch(`${server.baseUrl}/fn/deploy/live/mf-client/releases`, { method: 'POST', headers: { ...auth('platform-team'), 'content-type': 'application/json' }, body });
  expect(await json(await post('{oops'))).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Le corps de la requête est invalide' } });
  const wrongVersion = await post(JSON.stringify({ ...client(), version: 'ZZ' }));
  expect(wrongVersion.status).toBe(400);
  expect((await json(wrongVersion)).error.message).toMatch(/^Manifeste de version invalide/);
  const escape = await fetch(`${server.baseUrl}/fn/deploy/files/mf-client/0123456789/..%2F..%2Fstore.sqlite`, { method: 'PUT', headers: auth('platform-team'), body: 'x' });
  expect(escape.status).toBe(400);
  expect((await fetch(`${server.baseUrl}/fn/deploy/Live!`, { headers: auth('platform-team') })).status).toBe(400);
  expect((await list()).deployments).toEqual([]);
});

test("a release's page lists (the route chunks the shell preloads on a path) name its own files only", async () => {
  await baseline();
  const app = build('mf-client', { 'devis-client.js': 'import"@devis/platform@1";', 'chunks/page.js': 'export{}' }, { '@devis/client': 'devis-client.js' }, { '@devis/platform@1': ['Card'] });
  const withPages = (pages: unknown) => ({ ...app, pages });
  const foreign = await release(withPages({ '/client': ['chunks/other.js'] }) as Build);
  expect(foreign.status).toBe(400);
  expect(foreign.body.error.message).toBe('Manifeste de version invalide : pages doit associer des chemins de page à des fichiers de la version');
  expect((await release(withPages({ 'javascript:x': ['chunks/page.js'] }) as Build)).status).toBe(400);
  expect((await release(withPages({ '/client': ['chunks/page.js'] }) as Build)).status).toBe(200);
});

test('a package cannot take a specifier another package owns', async () => {
  await baseline();
  const hijack = build('mf-client', { 'evil.js': 'export{}' }, { react: 'evil.js' });
  const answer = await release(hijack);
  expect(answer.status).toBe(409);
  expect(answer.body.error.message).toMatch(/react appartient déjà à root-config/);
});

test('a platform build that drops an export a deployed app uses is refused; as a new major it deploys beside the old one', async () => {
  await baseline();
  expect((await release(client())).status).toBe(200);
  const dropped = await release(platform(['Button']));
  expect(dropped.status).toBe(409);
  expect(dropped.body.error.message).toMatch(/mf-client importe Card de @devis\/platform@1, que platform \w+ n'exporte pas/);
  expect((await release(platform(['Button'], 2))).status).toBe(200);
  const deployments = (await list()).deployments.map((d) => d.deployment);
  expect(deployments).toEqual(['mf-client', 'platform@1', 'platform@2', 'root-config']);
  // An app importing a platform major that is not deployed is refused too.
  const future = build('mf-client', { 'devis-client.js': 'import"@devis/platform@3";' }, { '@devis/client': 'devis-client.js' }, { '@devis/platform@3': ['Card'] });
  expect((await release(future)).body.error.message).toMatch(/@devis\/platform@3, absent de l'import map/);
});

test('rollback points the app back at the version kept before, and says when there is none', async () => {
  await baseline();
  const first = client('first');
  const second = client('second');
  await release(first);
  await release(second);
  const back = await fetch(`${server.baseUrl}/fn/deploy/live/mf-client/rollback`, { method: 'POST', headers: auth('client-team') });
  expect(await back.json() as unknown).toMatchObject({ deployment: 'mf-client', current: first.version, previous: null, versions: [{ version: second.version }, { version: first.version }] });
  const again = await fetch(`${server.baseUrl}/fn/deploy/live/mf-client/rollback`, { method: 'POST', headers: auth('client-team') });
  expect(again.status).toBe(409);
  expect((await json(again)).error.message).toMatch(/Aucune version antérieure de mf-client/);
});

test('two apps deployed at the same moment both end in the map', async () => {
  await baseline();
  const other = build('mf-public', { 'devis-public.js': 'import"@devis/platform@1";' }, { '@devis/public': 'devis-public.js' }, { '@devis/platform@1': ['Button'] });
  const answers = await Promise.all([release(client()), release(other)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect((await list()).deployments.map((d) => `${d.deployment} ${d.current}`)).toEqual(
    expect.arrayContaining([`mf-client ${client().version}`, `mf-public ${other.version}`]),
  );
});

test('a renamed platform export deploys together with the app that uses the new name, in one map change', async () => {
  await baseline();
  expect((await release(client())).status).toBe(200);
  const renamed = platform(['Button', 'CardV2']);
  const app = build('mf-client', { 'devis-client.js': 'import"@devis/platform@1";// v2' }, { '@devis/client': 'devis-client.js' }, { '@devis/platform@1': ['CardV2'] });
  expect((await release(renamed)).status).toBe(409); // alone, the deployed app would lose Card
  await upload(app);
  const both = await fetch(`${server.baseUrl}/fn/deploy/live/releases`, {
    method: 'POST',
    headers: { ...auth('platform-team'), 'content-type': 'application/json' },
    body: JSON.stringify({ releases: [renamed, app].map(({ bytes: _bytes, ...manifest }) => manifest) }),
  });
  expect(both.status).toBe(200);
  expect((await list()).deployments.map((d) => `${d.deployment} ${d.current}`)).toEqual(
    expect.arrayContaining([`platform@1 ${renamed.version}`, `mf-client ${app.version}`]),
  );
  // The client team's token cannot carry a platform release in a batch.
  const smuggled = await fetch(`${server.baseUrl}/fn/deploy/live/releases`, {
    method: 'POST',
    headers: { ...auth('client-team'), 'content-type': 'application/json' },
    body: JSON.stringify({ releases: [platform(['Button', 'CardV2', 'X'])].map(({ bytes: _bytes, ...manifest }) => manifest) }),
  });
  expect(smuggled.status).toBe(401);
});
