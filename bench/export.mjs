// Data export: a provider with 5,000 sent quotes (lines, a sent version each, a view event each, every 4th
// accepted) and their PDFs in the local Files folder, plus a conversation of 25 messages per 25 quotes,
// downloaded through the real api app over HTTP (POST /api/account/export, then GET the link, the zip read to
// the end). Prints the time, the archive's size, the process's peak RSS and heap above what it held before,
// and the reads Firestore would bill; beside a baseline run here on the same data: the raw store read of the
// same documents (quotes, versions, events, conversations, messages) plus reading each PDF's bytes once, with
// no zip, CSV or JSON. Also exports a 1,000-quote provider: the peak
// staying flat from 1,000 to 5,000 quotes is the "bounded memory" claim. Prints the machine load; asserts nothing.
// Run: node bench/export.mjs [quotes=5000]   (about 40 s on a quiet machine)
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { trustToken } from './lib/trusted-token.mjs';

// The live-heap samples need a forced GC: run again with --expose-gc when started without it.
if (typeof global.gc !== 'function') {
  const again = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const QUOTES = Math.min(Number(process.argv[2] ?? 5000) || 5000, 20_000);
const SMALL = 1000;
const DISTINCT_PDFS = 12;

const entry = `
export { createApp } from './src/http/app';
export { routes } from './src/http/routes';
export { tokenCache } from './src/http/auth';
export { SqliteStore } from './src/store/sqlite-store';
export { LocalFiles } from './src/files/local-files';
export { LocalBilling } from './src/billing/local-billing';
export { readPages } from './src/store/walk-pages';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { buildLines } from './src/services/quotes/quote-content';
export { newProviderProfile } from './src/services/identity/new-provider-profile';
export { providerSnapshot, quoteSnapshot, renderVersionPdf, storeVersionPdf, versionPdfPath } from './src/services/sending/quote-version';
export { formatQuoteNumber } from '@devis/domain';
`;
const work = await mkdtemp(path.join(os.tmpdir(), 'devis-bench-export-'));
const bundle = await loadFunctionsBundle('export', entry);
const s = bundle.exports;
process.env.DEVIS_QUIET_LOGS = '1';

const store = new s.SqliteStore(path.join(work, 'devis.sqlite'));
const files = new s.LocalFiles(path.join(work, 'files'), 'http://127.0.0.1');
const now = () => new Date('2026-11-20T09:00:00Z');
const companies = ['Boulangerie Martin', 'Société Générale Électricité', 'Cabinet Durand Avocats', 'Les Jardins de Provence', 'Atelier Zoé', 'Garage Lefèvre'];

/** One provider with `count` sent quotes; `pdfs` real PDFs rendered once, shared by the versions (same bytes, same SHA-256). */
async function seedProvider(uid, count) {
  const profile = s.newProviderProfile({ uid, email: `${uid}@exemple.fr`, company_name: `Atelier ${uid}`, now: now() });
  await store.set('profiles', uid, { ...profile });
  const pdfs = [];
  for (let i = 0; i < count; i += 100) {
    await store.runTransaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 100); j++) {
        const at = new Date(Date.UTC(2026, 0, 2, 9) + j * 600_000);
        const doc = s.newQuoteDoc({
          uid,
          quote_number: s.formatQuoteNumber(2026, j + 1),
          title: `Prestation ${j}`,
          quote_date: null,
          valid_until: '2099-12-31',
          notes: 'Acompte de 30 % à la commande.',
          client_id: `client-${j % companies.length}`,
          client: { company_name: companies[j % companies.length], contact_name: 'Claire Martin', email: 'claire@exemple.fr', phone: '01 02 03 04 05', address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon', country: 'France' },
          client_account_id: null,
          lines: s.buildLines(Array.from({ length: 1 + (j % 6) }, (_, k) => ({ description: `Ligne ${k + 1} : développement et recette`, quantity: k + 1, unit_price_ht: 12_345 * (k + 1), tva_rate_percent: 20, service_id: 'custom' }))),
          now: at,
        });
        const version = { quote_id: `${uid}-q${j}`, user_id: uid, version: 1, public_id: `p${j}`.padEnd(24, 'x'), sent_at: at.toISOString(), quote: s.quoteSnapshot(doc, '2099-12-31'), provider: s.providerSnapshot(profile), logo: null };
        if (pdfs.length < DISTINCT_PDFS) pdfs.push(await s.storeVersionPdf(files, await s.renderVersionPdf(version)));
        const sha = pdfs[j % pdfs.length];
        const accepted = j % 4 === 0;
        await tx.set('quotes', `${uid}-q${j}`, {
          ...doc,
          status: accepted ? 'accepted' : 'sent',
          version: 1,
          sent_at: at.toISOString(),
          decision: accepted ? { action: 'accepted', at: at.toISOString(), name: 'Claire Martin', email: 'claire@exemple.fr', reason: null, ip: '203.0.113.7', user_agent: 'Mozilla/5.0', pdf_sha256: sha, version: 1 } : null,
        });
        await tx.set('quote_versions', `${uid}-q${j}_v1`, { ...version, pdf_sha256: sha });
        await tx.create('quote_events', { quote_id: `${uid}-q${j}`, user_id: uid, type: 'view', actor: 'client', version: 1, at: at.toISOString(), ip: '203.0.113.7', user_agent: 'Mozilla/5.0' });
      }
    });
  }
}

const MESSAGES_PER_CONVERSATION = 25;

/** One conversation per 25 quotes, each with 25 messages from both sides: the threads the archive exports. */
async function seedConversations(uid, quoteCount) {
  const conversations = Math.ceil(quoteCount / 25);
  for (let c = 0; c < conversations; c++) {
    const id = `${uid}_client${c}`;
    await store.runTransaction(async (tx) => {
      await tx.set('conversations', id, {
        provider_user_id: uid, client_account_id: `client${c}`, kind: 'account', subject: `Projet ${c}`,
        provider_company_name: `Atelier ${uid}`, provider_logo_url: null, client_name: 'Claire Martin', client_company_name: companies[c % companies.length],
        last_message_content: 'Merci !', last_message_at: now().toISOString(), unread_count_provider: 0, unread_count_client: 0,
        created_at: now().toISOString(), updated_at: now().toISOString(),
      });
      for (let m = 0; m < MESSAGES_PER_CONVERSATION; m++) {
        await tx.create('messages', {
          conversation_id: id, provider_user_id: uid, client_account_id: `client${c}`, sender_type: m % 2 ? 'provider' : 'client',
          content: `Message ${m} : pouvez-vous préciser le délai et le montant de l'acompte ?`, sender_email: null,
          created_at: new Date(Date.UTC(2026, 0, 2, 9) + m * 60_000).toISOString(),
        });
      }
    });
  }
  return { conversations, messages: conversations * MESSAGES_PER_CONVERSATION };
}

const seedStarted = performance.now();
await seedProvider('big', QUOTES);
await seedProvider('small', SMALL);
const threads = await seedConversations('big', QUOTES);
await seedConversations('small', SMALL);
const seedMs = performance.now() - seedStarted;

const deps = { store, files, mailer: { send: async () => {} }, billing: new s.LocalBilling({ store, now, publicOrigin: 'http://127.0.0.1' }), now, publicOrigin: 'http://127.0.0.1' };
const http = createServer(s.createApp(deps, s.routes));
await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${http.address().port}`;
for (const uid of ['big', 'small']) trustToken(s.tokenCache, `token-${uid}`, { uid, role: 'provider', email: `${uid}@exemple.fr`, email_verified: true });

/**
 * Samples while `run` goes: RSS every 20 ms, and the live heap every 250 ms (after a forced GC, so garbage
 * not yet collected does not count). Returns its time and the peaks above the starting point.
 */
async function measured(run) {
  global.gc();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  let ticks = 0;
  const timer = setInterval(() => {
    if (++ticks % 12 === 0) {
      global.gc();
      heap = Math.max(heap, process.memoryUsage().heapUsed);
    }
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 20);
  const reads0 = store.usage().reads;
  const t0 = performance.now();
  const result = await run();
  const ms = performance.now() - t0;
  clearInterval(timer);
  return { ms, result, rssMb: (rss - start.rss) / 2 ** 20, heapMb: (heap - start.heapUsed) / 2 ** 20, reads: store.usage().reads - reads0 };
}

async function exportOf(uid) {
  const headers = { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' };
  const link = await (await fetch(`${base}/api/account/export`, { method: 'POST', headers, body: '{}' })).json();
  if (!link.url) throw new Error(`export link: ${JSON.stringify(link)}`);
  const res = await fetch(`${base}${link.url}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { status: res.status, bytes };
}

async function rawRead(uid) {
  let docs = 0;
  let pdfBytes = 0;
  for (const [collection, field] of [['quotes', 'user_id'], ['quote_versions', 'user_id'], ['quote_events', 'user_id'], ['conversations', 'provider_user_id'], ['messages', 'provider_user_id']]) {
    for await (const page of s.readPages(store, collection, { where: [[field, '==', uid]], limit: 200 })) {
      docs += page.length;
      if (collection === 'quote_versions') for (const v of page) pdfBytes += (await files.getPrivate(s.versionPdfPath(v.pdf_sha256))).bytes.length;
    }
  }
  return { docs, pdfBytes };
}

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`export: ${QUOTES} + ${SMALL} sent quotes, their versions, events and PDFs (${DISTINCT_PDFS} distinct), and ${threads.conversations} conversations of ${MESSAGES_PER_CONVERSATION} messages (big) seeded in ${(seedMs / 1000).toFixed(1)} s; load ${load()}`);
await exportOf('small'); // warm-up: code paths, SQLite pages
const small = await measured(() => exportOf('small'));
const big = await measured(() => exportOf('big'));
const raw = await measured(() => rawRead('big'));
const mb = (n) => (n / 2 ** 20).toFixed(1);
const line = (label, r, extra) =>
  console.log(`${label.padEnd(40)} ${(r.ms / 1000).toFixed(2).padStart(6)} s  peak RSS +${r.rssMb.toFixed(0).padStart(4)} MB  live heap +${r.heapMb.toFixed(1).padStart(5)} MB  ${String(r.reads).padStart(6)} reads  ${extra}`);
line(`export, ${SMALL} quotes (HTTP, zip read whole)`, small, `${mb(small.result.bytes)} MB zip, status ${small.result.status}`);
line(`export, ${QUOTES} quotes (HTTP, zip read whole)`, big, `${mb(big.result.bytes)} MB zip, status ${big.result.status}`);
line(`baseline: raw read, ${QUOTES} quotes + PDFs + threads`, raw, `${raw.result.docs} documents, ${mb(raw.result.pdfBytes)} MB of PDF`);
console.log(`export / raw read: ${(big.ms / raw.ms).toFixed(1)}x the time; ${(big.ms / QUOTES).toFixed(2)} ms per quote; peak live heap at ${SMALL} vs ${QUOTES} quotes: +${small.heapMb.toFixed(1)} vs +${big.heapMb.toFixed(1)} MB`);
console.log(`load ${load()}`);

http.closeAllConnections();
http.close();
await store.close();
await bundle.remove();
await rm(work, { recursive: true, force: true });
