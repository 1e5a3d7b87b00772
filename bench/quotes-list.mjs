// Quotes list: 2,000 quotes for one provider, then GET /api/quotes (first page, a deep page, the status
// filters, searches), a few hundred sequential requests each through the real app and SQLite. Prints p50/p99
// and the reads Firestore would bill per request (the store's count), beside baselines run here on the same
// store: the deep page by offset (what the old cursor did: every skipped quote is billed) and the search by
// scanning every quote (the old search). Prints the ratios and the machine load; asserts nothing. The reads are those of
// a call repeated with nothing changed (the unfiltered list is then answered from its cache for 1 read) and of the
// first call on a cold instance.
// Run: node bench/quotes-list.mjs [requests=300]   (about 30 s)
import os from 'node:os';
import { apiBench } from './lib/api-bench.mjs';

const QUOTES = 2000;
const REQUESTS = Math.min(Number(process.argv[2] ?? 300) || 300, 2000);
const WARMUP = 20;

// The server code is TypeScript: bundle the few modules we need, npm packages stay external.
const bench = await apiBench('quotes-list', `
export { quoteSearchedFields } from './src/services/quotes/quote-record';
export { searchFor, matches } from './src/services/lists/search-tokens';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { buildLines } from './src/services/quotes/quote-content';
export { formatQuoteNumber } from '@devis/domain';
export { quotesListCache } from './src/services/quotes/quotes-list-cache';
`);
const { server, store } = bench;

const uid = 'bench-provider';
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

// Token verification is cached after the first call; the bench trusts its token so it needs no Auth emulator.
const token = 'bench-token';
const deps = { store, mailer: { send: async () => {} }, files: { put: async () => '', get: async () => null }, now: () => new Date(), publicOrigin: 'http://127.0.0.1' };
const api = await bench.serve(deps, { [token]: { uid, role: 'provider', email: 'bench@exemple.fr', email_verified: true } });
/** Times `once` and returns p50, p99 and the billed reads of one call. */
const timed = (once) => api.timed(once, { warmup: WARMUP, runs: REQUESTS });
const get = (url) => api.get(token, url);

const line = (label, r, extra = '') =>
  console.log(`${label.padEnd(46)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${String(r.reads).padStart(5)} reads${extra}`);

/** Also the reads of the call on a cold instance (the answer cache empty): what the first visit costs. */
async function measure(label, url) {
  server.quotesListCache.clear();
  const before = store.usage().reads;
  let last = await get(url);
  const cold = store.usage().reads - before;
  const r = await timed(async () => {
    last = await get(url);
  });
  line(label, r, `  (${last.items.length} items of ${last.total}; ${cold} reads on a cold instance)`);
  return { ...r, cold };
}

const own = [['user_id', '==', uid]];
const newest = [{ field: 'created_at', direction: 'desc' }];
// Reads against the API's cold call: the baselines cache nothing either.
const ratio = (api, baseline) => `  baseline/api: ${(baseline.p50 / api.p50).toFixed(1)}x time, ${(baseline.reads / api.cold).toFixed(0)}x reads`;

try {
  console.log(`quotes-list: ${QUOTES} quotes seeded in ${seedMs.toFixed(0)} ms (SQLite, one provider); load ${os.loadavg()[0].toFixed(1)}`);
  await measure('GET /api/quotes (first page, 50)', '/api/quotes');

  // Page 20 of 50: follow the cursors once, then time that page.
  let cursor = null;
  for (let page = 1; page < 20; page++) cursor = (await get(`/api/quotes${cursor ? `?cursor=${cursor}` : ''}`)).nextCursor;
  const deep = await measure('GET /api/quotes, page 20 (keyset cursor)', `/api/quotes?cursor=${cursor}`);
  const byOffset = await timed(async () => {
    // An offset reads (and Firestore bills) the 950 quotes before the page too.
    const docs = await store.query('quotes', { where: own, orderBy: newest, limit: 19 * 50 + 51 });
    docs.slice(19 * 50);
    await store.count('quotes', { where: own });
  });
  line('  baseline: page 20 by offset (store)', byOffset, ratio(deep, byOffset));

  await measure('GET /api/quotes?status=sent', '/api/quotes?status=sent');
  await measure('GET /api/quotes?status=expired (2 sources)', '/api/quotes?status=expired');

  const search = await measure('GET /api/quotes?search=electricite', '/api/quotes?search=electricite');
  const scan = await timed(async () => {
    // The old search: every quote's searched fields, filtered here, then the page.
    const wanted = server.searchFor('electricite');
    const all = await store.query('quotes', { where: own, orderBy: newest, select: ['quote_number', 'title', 'client'] });
    const page = all.filter((q) => server.matches(wanted, server.quoteSearchedFields(q))).slice(0, 51);
    await Promise.all(page.map((q) => store.get('quotes', q.id)));
  });
  line('  baseline: search by scanning every quote', scan, ratio(search, scan));
  await measure('GET /api/quotes?search=2026-1999', '/api/quotes?search=2026-1999');
  console.log(`load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await bench.stop();
}
