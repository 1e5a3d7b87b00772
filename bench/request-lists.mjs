// Request loop lists with 500 requests: one client sends 500 requests (through the real wizard use case) to two
// providers, who answer some (accept, refuse, counter-propose); 40 quotes are sent to the client's account. Then
// GET /api/client/quotes ("Mes Devis") and GET /api/quote-requests ("Demandes de devis"), a few hundred
// sequential requests each through the real app and SQLite. Prints p50/p99 and the reads Firestore would bill per
// call, beside the raw store queries of the same page (same run, same store) and the spec's approach (load every
// request and every pending client quote, merge them in memory), with the ratios and the machine load.
// Asserts nothing. Run: node bench/request-lists.mjs [requests=300]   (about 30 s)
import os from 'node:os';
import { apiBench } from './lib/api-bench.mjs';

const REQUESTS_SENT = 500;
const RUNS = Math.min(Number(process.argv[2] ?? 300) || 300, 2000);
const WARMUP = 20;

const bench = await apiBench('request-lists', `
export { newProviderProfile } from './src/services/identity/new-provider-profile';
export { createClientRequest } from './src/services/client-requests/create-client-request';
export { answerQuote } from './src/services/quote-review/answer-quote';
export { counterPropose } from './src/services/quote-review/counter-propose';
export { createClient } from './src/services/clients/save-client';
export { createQuote } from './src/services/quotes/create-quote';
export { sendQuote } from './src/services/sending/send-quote';
`);
const { server, store } = bench;

const providers = ['bench-provider-a', 'bench-provider-b'];
const clientUid = 'bench-client';
const seedStart = Date.UTC(2026, 0, 5, 8);
let clock = seedStart;
// Sent PDFs are stored and read back by the send: a store of files in memory is enough here.
const pdfs = new Map();
const files = { put: async () => '', get: async () => null, putPrivate: async (p, bytes) => void pdfs.set(p, bytes), getPrivate: async (p) => (pdfs.has(p) ? { bytes: pdfs.get(p) } : null) };
const deps = { store, mailer: { send: async () => {} }, files, now: () => new Date(clock), publicOrigin: 'http://127.0.0.1' };
const providerCaller = (uid) => ({ uid, role: 'provider', email: `${uid}@exemple.fr`, emailVerified: true });
const clientCaller = { uid: clientUid, role: 'client', email: 'claire@exemple.fr', emailVerified: false };

const seedStarted = performance.now();
for (const [i, uid] of providers.entries()) {
  await store.set('profiles', uid, { ...server.newProviderProfile({ uid, email: `${uid}@exemple.fr`, company_name: `Prestataire ${i + 1}`, now: new Date(clock) }) });
}
await store.set('client_accounts', clientUid, { email: 'claire@exemple.fr', name: 'Claire Martin', company_name: 'Boulangerie Martin', phone: null, avatar_url: null });
const subjects = ['Site vitrine', 'Identité visuelle', 'Flyers', 'Refonte du site', 'Cartes de visite', 'Maintenance', 'Photographies', 'Campagne emailing'];
for (let i = 0; i < REQUESTS_SENT; i++) {
  // Seven minutes apart: the wizard's hourly limit (10 per account) never refuses the seed.
  clock = seedStart + i * 7 * 60_000;
  const lines = Array.from({ length: 1 + (i % 4) }, (_, k) => ({ description: `Prestation ${k + 1}`, quantity: k + 1, unit_price_ht: 10_000 * (k + 1), tva_rate_percent: 20, service_id: null, provider_id: null }));
  const sent = await server.createClientRequest(deps, clientCaller, { title: `${subjects[i % subjects.length]} ${i}`, description: 'Pour la boutique', deadline: null, lines, provider_ids: providers, request_key: null });
  const quoteId = `${sent.id}-${providers[0]}`;
  if (i % 5 === 1) await server.answerQuote(deps, providerCaller(providers[0]), quoteId, 'accept', { message: null });
  if (i % 5 === 2) await server.answerQuote(deps, providerCaller(providers[0]), quoteId, 'reject', { message: null });
  if (i % 5 === 3) {
    await server.counterPropose(deps, providerCaller(providers[0]), quoteId, { title: 'Contre-proposition', description: null, budget: null, deadline: null, message: null, lines: [{ description: 'Forfait', quantity: 1, unit_price_ht: 50_000, tva_rate_percent: 20, service_id: 'custom' }] });
  }
}
// The answers linked the provider's client row to the account: quotes sent to it with the option show too.
const [row] = await store.query('clients', { where: [['user_id', '==', providers[0]], ['client_account_id', '==', clientUid]] });
for (let i = 0; i < 40; i++) {
  clock += 3 * 60_000;
  const quote = await server.createQuote(deps, providers[0], { client_id: row.id, title: `Devis direct ${i}`, quote_date: null, valid_until: null, notes: null, lines: [{ description: 'Prestation', quantity: 1, unit_price_ht: 20_000, tva_rate_percent: 20, service_id: 'custom' }] });
  await server.sendQuote(deps, providerCaller(providers[0]), { quoteId: quote.id, validUntil: '2099-12-31', sendToClientAccount: true });
}
clock = Date.now();
deps.now = () => new Date();
const seedMs = performance.now() - seedStarted;

const tokens = { provider: 'bench-provider-token', client: 'bench-client-token' };
const claims = { provider: { uid: providers[0], role: 'provider', email: `${providers[0]}@exemple.fr`, email_verified: true }, client: { uid: clientUid, role: 'client', email: 'claire@exemple.fr', email_verified: false } };
const api = await bench.serve(deps, { [tokens.provider]: claims.provider, [tokens.client]: claims.client });
const timed = (once) => api.timed(once, { warmup: WARMUP, runs: RUNS });
const get = (who, url) => api.get(tokens[who], url);
const line = (label, r, extra = '') =>
  console.log(`${label.padEnd(52)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${String(r.reads).padStart(5)} reads${extra}`);
const ratio = (api, baseline) => `  api/baseline: ${(api.p50 / baseline.p50).toFixed(1)}x time, ${(api.reads / baseline.reads).toFixed(2)}x reads`;
async function measure(who, label, url) {
  let last;
  const r = await timed(async () => {
    last = await get(who, url);
  });
  line(label, r, `  (${(last.items ?? last.recentQuotes).length} items)`);
  return r;
}
const newest = [{ field: 'created_at', direction: 'desc' }];

try {
  console.log(`request-lists: ${REQUESTS_SENT} requests to 2 providers + 40 quotes sent to the account, seeded in ${seedMs.toFixed(0)} ms (SQLite); load ${os.loadavg()[0].toFixed(1)}`);

  const mine = await measure('client', 'GET /api/client/quotes (Mes Devis, first page, 50)', '/api/client/quotes');
  const rawMine = await timed(async () => {
    await store.query('client_requests', { where: [['client_account_id', '==', clientUid]], orderBy: newest, limit: 51 });
    await store.query('quotes', { where: [['client_account_id', '==', clientUid], ['shared_with_client_account', '==', true]], orderBy: newest, limit: 51 });
  });
  line('  baseline: the two raw store queries of the page', rawMine, ratio(mine, rawMine));
  let cursor = null;
  for (let page = 1; page < 5; page++) cursor = (await get('client', `/api/client/quotes${cursor ? `?cursor=${cursor}` : ''}`)).nextCursor;
  await measure('client', 'GET /api/client/quotes, page 5 (keyset cursor)', `/api/client/quotes?cursor=${cursor}`);
  await measure('client', 'GET /api/client/dashboard', '/api/client/dashboard');

  const requests = await measure('provider', 'GET /api/quote-requests (first page, 50)', '/api/quote-requests');
  const rawRequests = await timed(async () => {
    await store.query('quote_requests', { where: [['provider_user_id', '==', providers[0]], ['status', 'in', ['pending', 'quoted', 'quote_sent', 'proposal_sent']]], orderBy: newest, limit: 51 });
  });
  line('  baseline: the raw store query of the page', rawRequests, ratio(requests, rawRequests));
  const spec = await timed(async () => {
    // The spec's screen: every request and every pending client quote of the provider, merged and counted here.
    const [all, pending] = await Promise.all([
      store.query('quote_requests', { where: [['provider_user_id', '==', providers[0]]], orderBy: newest }),
      store.query('quotes', { where: [['user_id', '==', providers[0]], ['client_created', '==', true], ['provider_status', '==', 'pending']] }),
    ]);
    const merged = [...all, ...pending].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
    merged.filter((r) => !['accepted', 'rejected', 'completed'].includes(r.status)).slice(0, 50);
  });
  line("  baseline: the spec's approach (load all, merge)", spec, ratio(requests, spec));
  await measure('provider', 'GET /api/quote-requests?status=accepted', '/api/quote-requests?status=accepted');
  await measure('provider', 'GET /api/quote-requests?search=vitrine', '/api/quote-requests?search=vitrine');
  console.log(`load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await bench.stop();
}
