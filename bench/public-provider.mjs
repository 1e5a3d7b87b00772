// Public provider page (issue 11): the publicProvider function through its real app and SQLite.
// - get_page on a catalogue of 200 services (open page): p50/p99 over sequential requests, and the store
//   reads per call;
// - create_quote_from_basket with 20 items (a quote numbered, frozen, linked in one transaction, then its
//   PDF rendered): p50/p99 and the store reads per call.
// Baseline, in the same run: the raw store reads each call needs (no HTTP, no checks), timed the same way;
// the ratio is call p50 / baseline p50. Prints the machine load (os.loadavg) before and after. Asserts nothing.
// Store reads are counted by a wrapper around the store, as Firestore bills them: a get is 1 read, a query
// is 1 read per document returned (at least 1), reads inside transactions included.
// The mailer is a no-op (the SendGrid call is not measured); files are kept in memory.
// Run: node bench/public-provider.mjs [getPageRequests=300] [basketQuotes=60]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { percentile, timeRuns } from './lib/stats.mjs';

const GET_PAGE_REQUESTS = Math.min(Number(process.argv[2] ?? 300) || 300, 5000);
const BASKET_QUOTES = Math.min(Number(process.argv[3] ?? 60) || 60, 600);
const SERVICES = 200;
const BASKET_ITEMS = 20;
const WARMUP = 10;

const entry = `
export { createPublicProviderApp } from './src/http/public-provider-app';
export { VisitorCookies } from './src/http/visitor-cookie';
export { SqliteStore } from './src/store/sqlite-store';
export { newProviderProfile } from './src/services/identity/new-provider-profile';
export { newServiceDoc } from './src/services/catalogue/service-record';
export { rateLimitDocId } from './src/services/rate-limit/rate-limit';
export { RATE_LIMITS } from './src/services/rate-limit/rules';
export { counterId } from './src/services/quote-number/next-quote-number';
export { renderVersionPdf } from './src/services/sending/quote-version';
`;

/** Counts reads as Firestore bills them. */
function countingStore(store) {
  const usage = { reads: 0 };
  const countReads = (reader) => ({
    get: async (collection, id) => {
      usage.reads += 1;
      return reader.get(collection, id);
    },
    query: async (collection, query) => {
      const docs = await reader.query(collection, query);
      usage.reads += Math.max(1, docs.length);
      return docs;
    },
  });
  const wrapped = Object.create(store);
  Object.assign(wrapped, countReads(store), {
    runTransaction: (fn) => store.runTransaction((tx) => fn(Object.assign(Object.create(tx), countReads(tx), {
      create: tx.create.bind(tx), set: tx.set.bind(tx), update: tx.update.bind(tx), delete: tx.delete.bind(tx),
    }))),
    create: store.create.bind(store), set: store.set.bind(store), update: store.update.bind(store), delete: store.delete.bind(store),
    count: store.count.bind(store), close: store.close.bind(store),
  });
  return { store: wrapped, usage };
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const work = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-public-provider-'));
const bundle = await loadFunctionsBundle('public-provider', entry);
const lib = bundle.exports;
const raw = new lib.SqliteStore(path.join(work, 'devis.sqlite'));
const { store, usage } = countingStore(raw);

// One provider, an open page (DOWNLOAD_ON_EMAIL), 200 services.
let clock = Date.UTC(2026, 2, 10, 9);
const uid = 'bench-provider';
const publicId = 'benchpage000000000000001';
const seeded = new Date(clock);
await raw.set('profiles', uid, { ...lib.newProviderProfile({ uid, email: 'pro@exemple.fr', company_name: 'Atelier Banc d’essai', now: seeded }), public_id: publicId, public_page_enabled: true, public_access_mode: 'DOWNLOAD_ON_EMAIL' });
const serviceIds = [];
await raw.runTransaction(async (tx) => {
  for (let i = 0; i < SERVICES; i++) {
    const doc = lib.newServiceDoc(uid, { name: `Prestation ${String(i + 1).padStart(3, '0')}`, description: `Description de la prestation ${i + 1}, avec ce qu'il faut de texte pour une carte.`, unit_price_ht: 1_000 + i * 137, tva_rate_percent: [20, 10, 5.5][i % 3], unit: 'heure' }, seeded.toISOString());
    serviceIds.push(await tx.create('services', doc));
  }
});

process.env.DEVIS_QUIET_LOGS = '1';
// The clock moves a minute per basket: the page's limit (100 an hour) is never what the bench measures.
// Files in memory: each basket's PDF is stored once (a private file named by its SHA-256), as in production.
const kept = new Map();
const files = {
  put: async () => '',
  get: async () => null,
  putPrivate: async (p, bytes, contentType) => void kept.set(p, { bytes, contentType }),
  getPrivate: async (p) => kept.get(p) ?? null,
};
const deps = { store, mailer: { send: async () => {} }, files, now: () => new Date(clock), publicOrigin: 'http://127.0.0.1', features: { PUBLIC_PROVIDER: true } };
const cookies = new lib.VisitorCookies({ secret: randomBytes(32), secure: false, now: deps.now });
const http = createServer(lib.createPublicProviderApp(deps, cookies, { trustedProxyHops: 1 }));
await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${http.address().port}/fn/public-provider`;

const ms = (v) => v.toFixed(2).padStart(7);
function report(label, times, baseline, readsPerCall, baselineReads) {
  const p50 = percentile(times, 50);
  console.log(`${label}`);
  console.log(`  call      p50 ${ms(p50)} ms  p99 ${ms(percentile(times, 99))} ms  (${times.length} calls)  store reads per call: ${readsPerCall}`);
  console.log(`  baseline  p50 ${ms(percentile(baseline, 50))} ms  p99 ${ms(percentile(baseline, 99))} ms  (raw store reads: ${baselineReads})  ratio p50 ${(p50 / percentile(baseline, 50)).toFixed(1)}x`);
}

try {
  console.log(`public-provider: ${SERVICES} services, load ${load()}`);

  // get_page
  let reads = 0;
  let services = 0;
  const { times: pageTimes } = await timeRuns(async () => {
    const before = usage.reads;
    const res = await fetch(`${base}?action=get_page&publicId=${publicId}`);
    const body = await res.json();
    if (res.status !== 200) throw new Error(`get_page: HTTP ${res.status} ${JSON.stringify(body)}`);
    services = body.services.length;
    reads = usage.reads - before;
  }, { warmup: WARMUP, runs: GET_PAGE_REQUESTS });
  let pageBaselineReads = 0;
  const { times: pageBaseline } = await timeRuns(async () => {
    const before = usage.reads;
    const [profile] = await store.query('profiles', { where: [['public_id', '==', publicId]], limit: 1 });
    await store.query('services', { where: [['user_id', '==', profile.id]] });
    pageBaselineReads = usage.reads - before;
  }, { warmup: WARMUP, runs: GET_PAGE_REQUESTS });
  report(`get_page (${services} services, open page)`, pageTimes, pageBaseline, reads, pageBaselineReads);

  // create_quote_from_basket, 20 items, each basket from its own address
  const items = serviceIds.slice(0, BASKET_ITEMS).map((serviceId, i) => ({ serviceId, qty: 1 + (i % 4) }));
  let basket = 0;
  let createReads = 0;
  const { times: createTimes } = await timeRuns(async () => {
    basket += 1;
    clock += 60_000;
    const before = usage.reads;
    const res = await fetch(`${base}?action=create_quote_from_basket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(basket >> 16) & 255}.${(basket >> 8) & 255}.${basket & 255}` },
      body: JSON.stringify({ publicId, items }),
    });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`create_quote_from_basket: HTTP ${res.status} ${JSON.stringify(body)}`);
    createReads = usage.reads - before;
  }, { warmup: 3, runs: BASKET_QUOTES });
  // Baseline: the same reads, straight from the store (page, 2 rate windows, profile, 20 services, counter).
  const windows = [lib.rateLimitDocId(lib.RATE_LIMITS.basketQuotePerIp, '10.0.0.1'), lib.rateLimitDocId(lib.RATE_LIMITS.basketQuotePerPage, publicId)];
  let createBaselineReads = 0;
  const { times: createBaseline } = await timeRuns(async () => {
    const before = usage.reads;
    await store.query('profiles', { where: [['public_id', '==', publicId]], limit: 1 });
    for (const id of windows) await store.get('rate_limits', id);
    await store.runTransaction(async (tx) => {
      await tx.get('profiles', uid);
      await Promise.all(items.map((i) => tx.get('services', i.serviceId)));
      await tx.get('counters', lib.counterId(uid, 2026));
    });
    createBaselineReads = usage.reads - before;
  }, { warmup: 3, runs: BASKET_QUOTES });
  report(`create_quote_from_basket (${BASKET_ITEMS} items; includes the PDF render after the commit)`, createTimes, createBaseline, createReads, createBaselineReads);
  // What part of a call is the PDF: the same version rendered alone.
  const [version] = await raw.query('quote_versions', { limit: 1 });
  const { times: pdfTimes } = await timeRuns(() => lib.renderVersionPdf(version), { warmup: 3, runs: Math.min(BASKET_QUOTES, 30) });
  console.log(`  of which the PDF render alone: p50 ${ms(percentile(pdfTimes, 50))} ms  p99 ${ms(percentile(pdfTimes, 99))} ms`);
  console.log(`load after: ${load()}`);
} finally {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await raw.close();
  await rm(work, { recursive: true, force: true });
  await bundle.remove();
}
