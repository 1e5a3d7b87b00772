// Quotes list latency: 2,000 quotes for one provider, then GET /api/quotes (first page) and a search,
// a few hundred sequential requests each through the real app and SQLite. Prints p50/p99; asserts nothing.
// Requests repeat on unchanged data, so the SQLite read cache answers the queries after the first;
// DEVIS_SQLITE_READ_CACHE=off runs every query.
// Run: node bench/quotes-list.mjs [requests=300]
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { percentile, timeRuns } from './lib/stats.mjs';

const QUOTES = 2000;
const REQUESTS = Math.min(Number(process.argv[2] ?? 300) || 300, 2000);
const WARMUP = 20;

// The server code is TypeScript: bundle the few modules we need, npm packages stay external.
const entry = `
export { createApp } from './src/http/app';
export { routes } from './src/http/routes';
export { tokenCache } from './src/http/auth';
export { SqliteStore } from './src/store/sqlite-store';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { buildLines } from './src/services/quotes/quote-content';
export { formatQuoteNumber } from '@devis/domain';
`;
const work = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-quotes-'));
const bundle = await loadFunctionsBundle('quotes-list', entry);
const server = bundle.exports;

const uid = 'bench-provider';
const readCache = process.env.DEVIS_SQLITE_READ_CACHE !== 'off';
const store = new server.SqliteStore(path.join(work, 'devis.sqlite'), { readCache });
const companies = ['Boulangerie Martin', 'Société Générale Électricité', 'Cabinet Durand Avocats', 'Les Jardins de Provence', 'Atelier Zoé', 'Garage Lefèvre', 'Pharmacie du Centre', 'Hôtel des Alpes', 'Librairie Papier', 'Studio Lumière'];
const subjects = ['Site vitrine', 'Refonte du site', 'Boutique en ligne', 'Référencement', 'Maintenance annuelle', 'Application mobile', 'Identité visuelle', 'Campagne emailing'];
const statuses = ['draft', 'draft', 'sent', 'accepted', 'rejected'];

const seedStarted = performance.now();
const start = Date.UTC(2026, 0, 2, 9);
for (let batch = 0; batch < QUOTES / 100; batch++) {
  await store.runTransaction(async (tx) => {
    for (let j = 0; j < 100; j++) {
      const i = batch * 100 + j;
      const now = new Date(start + i * 3_600_000);
      const company = companies[i % companies.length];
      const doc = server.newQuoteDoc({
        uid,
        quote_number: server.formatQuoteNumber(2026, i + 1),
        title: `${subjects[i % subjects.length]} ${i}`,
        quote_date: null,
        valid_until: '2099-12-31',
        notes: null,
        client_id: `client-${i % companies.length}`,
        client: { company_name: company, contact_name: 'Contact', email: 'contact@exemple.fr', phone: null, address: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'France' },
        client_account_id: null,
        lines: server.buildLines(
          Array.from({ length: 1 + (i % 5) }, (_, k) => ({ description: `Prestation ${k + 1}`, quantity: k + 1, unit_price_ht: 12_345 * (k + 1), tva_rate_percent: 20, service_id: 'custom' })),
        ),
        now,
      });
      doc.status = statuses[i % statuses.length];
      await tx.create('quotes', doc);
    }
  });
}
const seedMs = performance.now() - seedStarted;

// Token verification is cached after the first call; seed that cache so the bench needs no Auth emulator.
const token = 'bench-token';
const key = createHash('sha256').update(token).digest('base64url');
server.tokenCache.entries.set(key, { uid, role: 'provider', email: 'bench@exemple.fr', email_verified: true, exp: Math.floor(Date.now() / 1000) + 3600 });

process.env.DEVIS_QUIET_LOGS = '1';
const deps = { store, mailer: { send: async () => {} }, files: { put: async () => '', get: async () => null }, now: () => new Date(), publicOrigin: 'http://127.0.0.1' };
const http = createServer(server.createApp(deps, server.routes));
await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${http.address().port}`;

async function measure(label, url) {
  let last;
  const { times } = await timeRuns(async () => {
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    last = await res.json();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(last)}`);
  }, { warmup: WARMUP, runs: REQUESTS });
  const pct = (p) => percentile(times, p).toFixed(1);
  console.log(`${label.padEnd(34)} p50 ${pct(50).padStart(6)} ms  p99 ${pct(99).padStart(6)} ms  (${REQUESTS} requests, ${last.items.length} items of ${last.total})`);
}

try {
  console.log(`quotes-list: ${QUOTES} quotes seeded in ${seedMs.toFixed(0)} ms (SQLite, one provider, read cache ${readCache ? 'on' : 'off'})`);
  await measure('GET /api/quotes (first page, 50)', '/api/quotes');
  await measure('GET /api/quotes?status=sent', '/api/quotes?status=sent');
  await measure('GET /api/quotes?search=electricite', '/api/quotes?search=electricite');
  await measure('GET /api/quotes?search=2026-1999', '/api/quotes?search=2026-1999');
} finally {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await store.close();
  await rm(work, { recursive: true, force: true });
  await bundle.remove();
}
