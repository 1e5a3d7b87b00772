// API overhead: 2,000 quotes for one provider, the real `api` app on loopback, GET /api/quotes hammered by
// keep-alive clients in a worker thread (its own core). Prints requests/s, p50, p99, with and without the
// verified-token cache and with or without the list's answer cache (checked against the provider's change stamp,
// one read; services/quotes/quotes-list-cache.ts), beside the same store queries made directly, and under a stream
// of writes to the provider's quotes. Asserts nothing.
// Needs the Auth emulator; without FIREBASE_AUTH_EMULATOR_HOST it runs itself under `firebase emulators:exec`.
// A busy machine inflates wall times (p50, req/s) several times over: each line also prints the CPU time the
// server thread spent per request (the clients run on another thread), and the reads Firestore would bill.
// Baselines in the same run: the store queries made directly, and a bare node:http server writing the same
// answer (the HTTP and JSON floor), interleaved in rounds with the API runs they are compared to; then what a
// token verification costs per call, without the cache, and
// whether the two cores slow each other down (core contention, which inflates CPU per request under load).
// Run: node bench/api.mjs [concurrency=16] [seconds=5]
import { spawn } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { mainThreadCpuMs } from './lib/cpu.mjs';
import { percentile, timeRuns } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUOTES = 2000;
const CONCURRENCY = Math.min(Math.max(Number(process.argv[2] ?? 16) || 16, 1), 256);
const SECONDS = Math.min(Math.max(Number(process.argv[3] ?? 5) || 5, 1), 60);
const MAX_REQUESTS = 50_000;
const ROUNDS = 3;
const PROJECT = 'demo-devis-bench';

async function freePort() {
  const s = createNetServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

// No emulator around: start one on free ports for the length of this run.
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-emu-'));
  const config = { emulators: { auth: { host: '127.0.0.1', port: await freePort() }, hub: { host: '127.0.0.1', port: await freePort() }, logging: { host: '127.0.0.1', port: await freePort() }, ui: { enabled: false }, singleProjectMode: true } };
  await writeFile(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const cmd = `node ${JSON.stringify(fileURLToPath(import.meta.url))} ${CONCURRENCY} ${SECONDS}`;
  const child = spawn(path.join(root, 'node_modules/.bin/firebase'), ['emulators:exec', '--only', 'auth', '--project', PROJECT, '--config', path.join(dir, 'firebase.json'), cmd], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep only our own output, not the emulator's banner.
  child.stdout.on('data', (d) => {
    for (const line of String(d).split('\n')) if (line.startsWith('api-bench')) console.log(line.slice('api-bench '.length));
  });
  const code = await new Promise((r) => child.on('exit', r));
  await rm(dir, { recursive: true, force: true });
  process.exit(code ?? 1);
}

const print = (line) => console.log(`api-bench ${line}`);

// The server code is TypeScript: bundle what we need; npm packages stay external.
const entry = `
export { createApp } from './src/http/app';
export { routes } from './src/http/routes';
export { tokenCache } from './src/http/auth';
export { quotesListCache } from './src/services/quotes/quotes-list-cache';
export { createStore } from './src/store/create-store';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { QUOTE_SUMMARY_FIELDS } from './src/services/quotes/quote-record';
export { buildLines } from './src/services/quotes/quote-content';
export { newProviderProfile } from './src/services/identity/new-provider-profile';
export { createAuthUser, signIn } from './src/test-support/auth-emulator';
export { formatQuoteNumber } from '@devis/domain';
export { adminAuth } from './src/firebase/admin-app';
`;
const requireFunctions = createRequire(path.join(root, 'functions', 'package.json'));
const bundle = await loadFunctionsBundle('api', entry);
const server = bundle.exports;
process.env.GCLOUD_PROJECT ??= PROJECT;
process.env.DEVIS_QUIET_LOGS = '1';

const work = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-api-'));
const store = server.createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: work });

// A real provider in the emulator, with a real ID token.
const user = await server.createAuthUser({ role: 'provider', emailVerified: true });
const uid = user.uid;
const token = await server.signIn(user.email, user.password);
await store.set('profiles', uid, { ...server.newProviderProfile({ uid, email: user.email, company_name: 'Bench', now: new Date() }) });

const companies = ['Boulangerie Martin', 'Société Générale Électricité', 'Cabinet Durand', 'Les Jardins de Provence', 'Atelier Zoé'];
const statuses = ['draft', 'sent', 'accepted', 'rejected'];
const UNPROJECTED = 'quotes_without_projection';
const seedStarted = performance.now();
const start = Date.UTC(2026, 0, 2, 9);
for (let batch = 0; batch < QUOTES / 100; batch++) {
  await store.runTransaction(async (tx) => {
    for (let j = 0; j < 100; j++) {
      const i = batch * 100 + j;
      const doc = server.newQuoteDoc({
        uid,
        quote_number: server.formatQuoteNumber(2026, i + 1),
        title: `Prestation ${i}`,
        quote_date: null,
        valid_until: '2099-12-31',
        notes: null,
        client_id: `client-${i % companies.length}`,
        client: { company_name: companies[i % companies.length], contact_name: 'Contact', email: 'contact@exemple.fr', phone: null, address: null, postal_code: null, city: 'Paris', country: 'France' },
        client_account_id: null,
        lines: server.buildLines(Array.from({ length: 1 + (i % 4) }, (_, k) => ({ description: `Ligne ${k + 1}`, quantity: 1, unit_price_ht: 10_000 * (k + 1), tva_rate_percent: 20, service_id: 'custom' }))),
        now: new Date(start + i * 3_600_000),
      });
      doc.status = statuses[i % statuses.length];
      const id = await tx.create('quotes', doc);
      // The same quotes in a collection without a projection: the select built from each document.
      await tx.set(UNPROJECTED, id, doc);
    }
  });
}
const seedMs = performance.now() - seedStarted;

// 1. The list's store work, made directly, as GET /api/quotes makes it: the first page (50, the list's
// fields) and the count.
// `collection`: the quotes (their projection answers the select, see functions/src/store/README.md), or
// the same quotes without a projection (SQLite extracts the 18 fields from each document).
async function directStore(collection = 'quotes', seconds = SECONDS) {
  const where = [['user_id', '==', uid]];
  const orderBy = [{ field: 'created_at', direction: 'desc' }];
  const once = async () => {
    await Promise.all([store.query(collection, { where, orderBy, limit: 50, select: [...server.QUOTE_SUMMARY_FIELDS] }), store.count(collection, { where })]);
  };
  const before = store.usage();
  await once();
  const reads = store.usage().reads - before.reads;
  const cpu0 = mainThreadCpuMs();
  const { times, elapsed } = await timeRuns(once, { warmup: 50, runs: 2000, seconds });
  return { times, elapsed, cpuMs: cpu0 === null ? null : mainThreadCpuMs() - cpu0, served: times.length + 50, reads, failures: 0, bytes: 0 };
}

/** One line's figures from its parts (the rounds it was measured in): all their times, CPU per request served. */
function summarize(parts) {
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  const times = parts.flatMap((part) => part.times).sort((a, b) => a - b);
  const cpu = parts.some((part) => part.cpuMs === null) ? null : sum('cpuMs') / sum('served');
  return { perSecond: times.length / sum('elapsed'), p50: percentile(times, 50), p99: percentile(times, 99), count: times.length, failures: sum('failures'), bytes: parts[0].bytes, cpu, reads: parts[0].reads };
}

// 3. What verifying a token costs, call by call, without the verified-token cache. With the Auth emulator,
// firebase-admin checks no signature but reads the account over HTTP on every verifyIdToken (checkRevoked, and
// always in emulator mode). Production reads the account the same way (over the network) and also checks
// the RS256 signature against Google's keys, fetched once and cached: measured here with firebase-admin's own
// verifier (PublicKeySignatureVerifier, the one verifyIdToken uses) given a local key as its cached keys.
async function tokenCosts() {
  // Not in firebase-admin's exports: reached from its auth entry, as its own modules reach it.
  const requireAdmin = createRequire(requireFunctions.resolve('firebase-admin/auth'));
  const { PublicKeySignatureVerifier } = requireAdmin('../utils/jwt.js');
  const jwt = createRequire(requireAdmin.resolve('../utils/jwt.js'))('jsonwebtoken');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const signed = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }, privateKey, { algorithm: 'RS256', keyid: 'bench' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' });
  const verifier = new PublicKeySignatureVerifier({ fetchPublicKeys: async () => ({ bench: pem }) });
  const auth = server.adminAuth();
  const perCall = async (runs, fn) => {
    for (let i = 0; i < Math.min(runs, 50); i++) await fn();
    const cpu0 = mainThreadCpuMs();
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await fn();
    return { cpu: cpu0 === null ? null : (mainThreadCpuMs() - cpu0) / runs, wall: (performance.now() - t0) / runs };
  };
  const text = (r) => `${r.cpu === null ? '' : `CPU ${r.cpu.toFixed(3)} ms, `}wall ${r.wall.toFixed(3)} ms`;
  print(`token verification, per call (load ${os.loadavg()[0].toFixed(1)}):`);
  print(`  SHA-256 of the token (the cache key)                     ${text(await perCall(50_000, async () => createHash('sha256').update(token).digest('base64url')))}`);
  print(`  getUser (the account read, HTTP to the emulator)         ${text(await perCall(500, () => auth.getUser(uid)))}`);
  print(`  verifyIdToken(token, true), emulator (decode + getUser)  ${text(await perCall(500, () => auth.verifyIdToken(token, true)))}`);
  print(`  RS256 signature, production verifier, cached key         ${text(await perCall(2000, () => verifier.verify(signed)))}`);
}

// 2. The API under load: a worker thread runs the keep-alive clients.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, token, concurrency, seconds, maxRequests, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = () => new Promise((resolve, reject) => {
  const t0 = performance.now();
  const req = http.get(url, { agent, headers: { authorization: 'Bearer ' + token } }, (res) => {
    let n = 0;
    res.on('data', (c) => { n += c.length; });
    res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, bytes: n }));
  });
  req.on('error', reject);
});
(async () => {
  for (let i = 0; i < warmup; i++) await get();
  const times = [];
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function client() {
    while (performance.now() < deadline && times.length + failures < maxRequests) {
      const r = await get();
      if (r.status === 200) { times.push(r.ms); bytes = r.bytes; } else failures++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  parentPort.postMessage({ times, failures, bytes, elapsed: (performance.now() - started) / 1000 });
})().catch((e) => parentPort.postMessage({ error: String(e) }));
`;

async function load(url, concurrency, seconds = SECONDS) {
  const before = store.usage();
  await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  const reads = store.usage().reads - before.reads;
  const cpu0 = mainThreadCpuMs();
  const worker = new Worker(workerSource, { eval: true, workerData: { url, token, concurrency, seconds, maxRequests: MAX_REQUESTS, warmup: 100 } });
  const result = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const cpuMs = cpu0 === null ? null : mainThreadCpuMs() - cpu0;
  await worker.terminate();
  if (result.error) throw new Error(result.error);
  return { times: result.times, elapsed: result.elapsed, cpuMs, served: result.times.length + result.failures + 100, reads, failures: result.failures, bytes: result.bytes };
}

const deps = { store, mailer: { send: async () => {} }, files: { put: async () => '', get: async () => null }, now: () => new Date(), publicOrigin: 'http://127.0.0.1' };
const http = createServer(server.createApp(deps, server.routes));
http.keepAliveTimeout = 10_000;
await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${http.address().port}`;
const url = `${base}/api/quotes`;

// 4. The floor under any API answering this list: a bare node:http server writing the same answer
// (JSON.stringify of the same object, each request) to the same keep-alive clients, without store, express
// or our middleware. API CPU ≈ store + this floor + our own code (routing, validation, auth, usage counting).
const answer = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
const bare = createServer((_req, res) => {
  const body = JSON.stringify(answer);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'private, no-store' });
  res.end(body);
});
bare.keepAliveTimeout = 10_000;
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${bare.address().port}/`;

// 5. Whether this machine's cores slow each other down: the same JS work (serialising and parsing the answer)
// timed on this thread with the other core idle, then with a worker keeping it busy. On virtual machines two
// vCPUs can be one physical core's two threads; then a server's CPU per request grows as soon as its clients
// (the other thread) are busy too, whatever the server does.
async function coreContention() {
  const work = () => {
    const c0 = mainThreadCpuMs();
    for (let i = 0; i < 1000; i++) JSON.parse(JSON.stringify(answer));
    return mainThreadCpuMs() - c0;
  };
  work();
  const idle = [];
  const busy = [];
  for (let round = 0; round < 3; round++) {
    idle.push(work());
    const spinner = new Worker('for (;;) { JSON.parse(JSON.stringify({ a: [1, 2, 3], b: "x".repeat(100) })); }', { eval: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    busy.push(work());
    await spinner.terminate();
  }
  const med = (xs) => xs.sort((a, b) => a - b)[1];
  return { idle: med(idle), busy: med(busy) };
}

const cpuText = (r) => (r.cpu === null ? '' : `  CPU ${r.cpu.toFixed(3)} ms/req`);
const fmt = (r) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms${cpuText(r)}  ${r.reads} reads  (${r.count} ok${r.failures ? `, ${r.failures} failed` : ''})`;
try {
  print(`${QUOTES} quotes (twice: with and without a projection) seeded in ${seedMs.toFixed(0)} ms (SQLite, one provider); ${os.cpus().length} cores; ${SECONDS} s per line; load ${os.loadavg()[0].toFixed(1)}`);
  // The lines the ratios compare (the store, the API with the token cache, the bare HTTP floor) are measured in
  // interleaved rounds, each line a share of its time per round and in a rotating order: this machine's speed
  // changes by 1.4x within minutes, and lines measured one after the other could fall in different periods.
  server.tokenCache.enabled = true;
  const uncached = (fn) => async (seconds) => {
    server.quotesListCache.enabled = false;
    try {
      return await fn(seconds);
    } finally {
      server.quotesListCache.enabled = true;
    }
  };
  const compared = {
    direct: (seconds) => directStore('quotes', seconds),
    apiSequential: (seconds) => load(url, 1, seconds),
    apiConcurrent: (seconds) => load(url, CONCURRENCY, seconds),
    apiSequentialUncached: uncached((seconds) => load(url, 1, seconds)),
    apiConcurrentUncached: uncached((seconds) => load(url, CONCURRENCY, seconds)),
    floorSequential: (seconds) => load(bareUrl, 1, seconds),
    floor: (seconds) => load(bareUrl, CONCURRENCY, seconds),
  };
  const parts = Object.fromEntries(Object.keys(compared).map((key) => [key, []]));
  const names = Object.keys(compared);
  for (let round = 0; round < ROUNDS; round++) {
    for (const key of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) parts[key].push(await compared[key](SECONDS / ROUNDS));
  }
  const { direct, apiSequential, apiConcurrent, apiSequentialUncached, apiConcurrentUncached, floorSequential, floor } = Object.fromEntries(names.map((key) => [key, summarize(parts[key])]));
  print(`(the store, the API with its token cache and the floor: ${ROUNDS} interleaved rounds; load ${os.loadavg()[0].toFixed(1)})`);
  print(`store direct: page + count                     ${fmt(direct)}`);
  const unprojected = summarize([await directStore(UNPROJECTED)]);
  print(`  the same, no projection (fields from JSONB)  ${fmt(unprojected)}`);
  const results = {
    'answer cache on,  token cache on ': { sequential: apiSequential, concurrent: apiConcurrent },
    'answer cache off, token cache on ': { sequential: apiSequentialUncached, concurrent: apiConcurrentUncached },
  };
  server.tokenCache.enabled = false;
  server.tokenCache.clear();
  results['answer cache off, token cache off'] = { sequential: summarize([await uncached((seconds) => load(url, 1, seconds))(SECONDS)]), concurrent: summarize([await uncached((seconds) => load(url, CONCURRENCY, seconds))(SECONDS)]) };
  server.tokenCache.enabled = true;
  for (const [label, { sequential, concurrent }] of Object.entries(results)) {
    if (label.endsWith('token cache off')) print('(token cache off: each call verifies its token, and firebase-admin reads the account over HTTP: see "token verification" below)');
    print(`GET /api/quotes, ${label}, 1 client     ${fmt(sequential)}`);
    print(`GET /api/quotes, ${label}, ${String(CONCURRENCY).padStart(2)} clients    ${fmt(concurrent)}  ${(concurrent.bytes / 1024).toFixed(0)} KB/answer`);
  }
  // The answer cache under writes: a quote of the provider edited every WRITE_EVERY_MS through the store (each
  // write renews the change stamp), while one client reads the list; reads per call say how often it hit.
  for (const every of [50, 5]) {
    const quote = (await store.query('quotes', { where: [['user_id', '==', uid]], limit: 1 }))[0];
    let writes = 0;
    const timer = setInterval(() => {
      writes++;
      store.update('quotes', quote.id, { title: `Prestation modifiée ${writes}` }).catch(() => {});
    }, every);
    const before = store.usage().reads;
    const run = await load(url, 1);
    clearInterval(timer);
    const line = summarize([run]);
    const perCall = (store.usage().reads - before - writes * 2) / line.count;
    print(`GET /api/quotes, answer cache on, a quote written every ${String(every).padStart(2)} ms (${writes} writes), 1 client  ${fmt(line)}; ${perCall.toFixed(1)} reads per call`);
  }
  print(`floor: the same answer from a bare node:http server,  1 client  ${fmt(floorSequential)}`);
  print(`floor: the same answer from a bare node:http server, ${String(CONCURRENCY).padStart(2)} clients ${fmt(floor)}`);
  const contention = mainThreadCpuMs() === null ? null : await coreContention();
  if (contention) {
    print(
      `core contention (load ${os.loadavg()[0].toFixed(1)}): the same JS work costs ${contention.idle.toFixed(0)} ms CPU with the other core idle, ` +
        `${contention.busy.toFixed(0)} ms with it busy (${(contention.busy / contention.idle).toFixed(2)}x; on a busy machine both are "busy")`,
    );
  }
  await tokenCosts();
  const me = summarize([await load(`${base}/api/me`, CONCURRENCY)]);
  print(`GET /api/me (one store get), cache on, ${String(CONCURRENCY).padStart(2)} clients ${fmt(me)}`);
  const on = results['answer cache on,  token cache on '];
  const off = results['answer cache off, token cache on '];
  if (direct.cpu !== null) {
    print(
      `CPU per request (load-robust), answer cache off: API ${off.concurrent.cpu.toFixed(3)} ms / store ${direct.cpu.toFixed(3)} ms = ${(off.concurrent.cpu / direct.cpu).toFixed(2)}x; ` +
        `one core's worth of API requests/s = ${(1000 / off.concurrent.cpu).toFixed(0)}; answer cache on: ${on.concurrent.cpu.toFixed(3)} ms`,
    );
    const ours = off.concurrent.cpu - direct.cpu - floor.cpu;
    print(
      `CPU split: store ${direct.cpu.toFixed(3)} + HTTP and JSON floor ${floor.cpu.toFixed(3)} + our own code ${ours.toFixed(3)} ms; ` +
        `store + floor alone allow ${(1000 / (direct.cpu + floor.cpu)).toFixed(0)} req/s on one core`,
    );
  }
  print(
    `overhead, answer cache on:  API p50 (1 client) / store p50 = ${(on.sequential.p50 / direct.p50).toFixed(2)}x (target <= 2x); ` +
      `API req/s (${CONCURRENCY} clients) ${on.concurrent.perSecond.toFixed(0)}`,
  );
  print(
    `overhead, answer cache off: API p50 (1 client, token cache on) / store p50 = ${(off.sequential.p50 / direct.p50).toFixed(2)}x; ` +
      `store queries/s / API req/s (${CONCURRENCY} clients) = ${(direct.perSecond / off.concurrent.perSecond).toFixed(2)}x; ` +
      `target >= 1000 req/s with the read cache off: ${off.concurrent.perSecond.toFixed(0)}, ${off.concurrent.perSecond >= 1000 ? 'met' : 'NOT met'}`,
  );
  // What no HTTP API over this store can beat: the store's work plus a bare server's round trip of the same answer.
  print(
    `p50 floor: store ${direct.p50.toFixed(2)} + bare HTTP round trip ${floorSequential.p50.toFixed(2)} ms = ${((direct.p50 + floorSequential.p50) / direct.p50).toFixed(2)}x the store; ` +
      `the uncached API's own share of its p50: ${Math.max(0, off.sequential.p50 - direct.p50 - floorSequential.p50).toFixed(2)} ms`,
  );
} finally {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  bare.closeAllConnections();
  await new Promise((resolve) => bare.close(resolve));
  await store.close();
  await rm(work, { recursive: true, force: true });
  await bundle.remove();
}
