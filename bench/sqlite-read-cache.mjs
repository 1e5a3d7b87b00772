// Does the SQLite read cache pay for itself on a single-machine install? The real api app on SQLite, 8
// providers (300 quotes, 40 clients each), 8 concurrent clients calling what the provider screens call:
// the quotes list, the dashboard, the clients list, a search; and writes mixed in at several rates (a new
// quote, an edited client). Each mix runs with the cache on and off, on the same data, in the same run.
// Prints requests/s and p50 of reads, and the ratio on/off beside the machine load. Asserts nothing.
// Each mix runs off, on, on, off (order effects cancel) and keeps the better run of each.
// Run: node bench/sqlite-read-cache.mjs [seconds per run=3] [providers=8] [clients=8]   (about 1 minute)
import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { percentile } from './lib/stats.mjs';

const SECONDS = Math.min(Math.max(Number(process.argv[2] ?? 3) || 3, 1), 20);
const PROVIDERS = Math.min(Math.max(Number(process.argv[3] ?? 8) || 8, 1), 50);
const QUOTES_EACH = 300;
const CLIENTS_EACH = 40;
const CONCURRENCY = Math.min(Math.max(Number(process.argv[4] ?? 8) || 8, 1), 64);
const WRITE_SHARES = [0, 0.02, 0.1, 0.3];

const entry = `
export { createApp } from './src/http/app';
export { routes } from './src/http/routes';
export { tokenCache } from './src/http/auth';
export { SqliteStore } from './src/store/sqlite-store';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { newClientDoc } from './src/services/clients/client-record';
export { buildLines } from './src/services/quotes/quote-content';
export { formatQuoteNumber } from '@devis/domain';
`;
const bundle = await loadFunctionsBundle('sqlite-read-cache', entry);
const server = bundle.exports;
process.env.DEVIS_QUIET_LOGS = '1';
const work = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-cache-'));

// One seeded file, copied for each run so that every run starts from the same data.
const seedFile = path.join(work, 'seed', 'devis.sqlite');
const providers = Array.from({ length: PROVIDERS }, (_, p) => ({ uid: `bench-provider-${p}`, token: `bench-token-${p}`, clients: [] }));
{
  const store = new server.SqliteStore(seedFile);
  const start = Date.UTC(2026, 0, 2, 9);
  for (const provider of providers) {
    await store.runTransaction(async (tx) => {
      for (let c = 0; c < CLIENTS_EACH; c++) {
        const id = `${provider.uid}-client-${c}`;
        provider.clients.push(id);
        await tx.set('clients', id, server.newClientDoc(provider.uid, { company_name: `Client ${c} SARL`, contact_name: 'Contact', email: `c${c}@exemple.fr`, phone: null, address: null, postal_code: null, city: 'Lyon', country: 'France' }, new Date(start).toISOString()));
      }
      for (let i = 0; i < QUOTES_EACH; i++) {
        const doc = server.newQuoteDoc({
          uid: provider.uid,
          quote_number: server.formatQuoteNumber(2026, i + 1),
          title: `Prestation ${i}`,
          quote_date: null,
          valid_until: '2099-12-31',
          notes: null,
          client_id: provider.clients[i % CLIENTS_EACH],
          client: { company_name: `Client ${i % CLIENTS_EACH} SARL`, contact_name: 'Contact', email: 'c@exemple.fr', phone: null, address: null, postal_code: null, city: 'Lyon', country: 'France' },
          client_account_id: null,
          lines: server.buildLines([{ description: 'Ligne', quantity: 1, unit_price_ht: 10_000, tva_rate_percent: 20, service_id: 'custom' }]),
          now: new Date(start + i * 3_600_000),
        });
        doc.status = ['draft', 'sent', 'accepted'][i % 3];
        await tx.create('quotes', doc);
      }
    });
  }
  await store.close();
}

// Verified tokens are cached after the first call: seed that cache, no Auth emulator needed.
for (const p of providers) {
  const key = createHash('sha256').update(p.token).digest('base64url');
  server.tokenCache.entries.set(key, { uid: p.uid, role: 'provider', email: `${p.uid}@exemple.fr`, email_verified: true, exp: Math.floor(Date.now() / 1000) + 3600 });
}

const reads = [
  [0.4, () => '/api/quotes?limit=50'],
  [0.3, () => '/api/dashboard'],
  [0.2, () => '/api/clients?limit=50'],
  [0.1, () => '/api/quotes?limit=50&search=client%201'],
];
const pick = (weighted) => {
  let r = Math.random();
  for (const [w, make] of weighted) if ((r -= w) < 0) return make;
  return weighted.at(-1)[1];
};

async function run(writeShare, readCache) {
  const dir = path.join(work, `run-${writeShare}-${readCache}`);
  await cp(path.dirname(seedFile), dir, { recursive: true });
  const store = new server.SqliteStore(path.join(dir, 'devis.sqlite'), { readCache });
  // Count the cache's hits: queries and counts answered without running SQL.
  const cache = { calls: 0, hits: 0 };
  if (store.cache) {
    const rows = store.cache.rows.bind(store.cache);
    store.cache.rows = (sql, params, read) => {
      let missed = false;
      const result = rows(sql, params, () => ((missed = true), read()));
      cache.calls += 1;
      if (!missed) cache.hits += 1;
      return result;
    };
  }
  const deps = { store, mailer: { send: async () => {} }, files: { put: async () => '', get: async () => null }, now: () => new Date(), publicOrigin: 'http://127.0.0.1' };
  const http = createServer(server.createApp(deps, server.routes));
  http.keepAliveTimeout = 10_000;
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${http.address().port}`;
  const readTimes = [];
  let writes = 0;
  let failures = 0;
  const call = async () => {
    const p = providers[Math.floor(Math.random() * PROVIDERS)];
    const headers = { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' };
    const t0 = performance.now();
    let res;
    if (Math.random() < writeShare) {
      if (Math.random() < 0.5) {
        res = await fetch(`${base}/api/quotes`, { method: 'POST', headers, body: JSON.stringify({ client_id: p.clients[0], title: 'Nouveau', lines: [{ description: 'L', quantity: 1, unit_price_ht: 100 }] }) });
      } else {
        const id = p.clients[Math.floor(Math.random() * CLIENTS_EACH)];
        res = await fetch(`${base}/api/clients/${id}`, { method: 'PUT', headers, body: JSON.stringify({ company_name: `Client modifié ${Math.random().toString(36).slice(2, 6)}` }) });
      }
      writes += 1;
    } else {
      res = await fetch(base + pick(reads)(), { headers });
      readTimes.push(performance.now() - t0);
    }
    await res.arrayBuffer();
    if (res.status >= 300) failures += 1;
  };
  for (let i = 0; i < 50; i++) await call();
  readTimes.length = 0;
  writes = 0;
  cache.calls = cache.hits = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < deadline) await call();
  }));
  const elapsed = (performance.now() - started) / 1000;
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await store.close();
  readTimes.sort((a, b) => a - b);
  return { perSecond: (readTimes.length + writes) / elapsed, readP50: percentile(readTimes, 50), readP99: percentile(readTimes, 99), failures, hitRate: cache.calls ? cache.hits / cache.calls : null };
}

try {
  console.log(`sqlite-read-cache: ${PROVIDERS} providers x ${QUOTES_EACH} quotes, ${CONCURRENCY} clients, ${SECONDS} s per run, ${os.cpus().length} cores`);
  // JIT warm-up, then each mix runs off, on, on, off: order effects cancel; the better run of each counts.
  await run(0.1, true);
  const best = (a, b) => (a.perSecond >= b.perSecond ? a : b);
  for (const share of WRITE_SHARES) {
    const off1 = await run(share, false);
    const on1 = await run(share, true);
    const on = best(on1, await run(share, true));
    const off = best(off1, await run(share, false));
    const load = os.loadavg()[0].toFixed(1);
    const fmt = (r) =>
      `${r.perSecond.toFixed(0).padStart(5)} req/s, reads p50 ${r.readP50.toFixed(1).padStart(5)} ms p99 ${r.readP99.toFixed(1).padStart(5)} ms` +
      `${r.hitRate === null ? '' : `, ${(r.hitRate * 100).toFixed(0)} % of store queries from the cache`}${r.failures ? ` (${r.failures} failed)` : ''}`;
    console.log(`writes ${String(share * 100).padStart(3)} %  cache off: ${fmt(off)} | cache on: ${fmt(on)} | on/off ${(on.perSecond / off.perSecond).toFixed(2)}x  (load ${load})`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
  await bundle.remove();
}
