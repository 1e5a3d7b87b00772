/**
 * Crash safety: a real API process on a SQLite store is killed with SIGKILL while quotes are being created
 * and sent, then started again on the same files. Whatever the kill interrupted left no trace: no partial
 * quote, no gap in the numbers, no sent version without its PDF hash (and that hash is the PDF's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { computeTotals, parisDay } from '@devis/domain';
import { createStore } from '../../store/create-store';
import type { Store } from '../../store/port';
import { createAuthUser, signIn } from '../../test-support/auth-emulator';
import { renderVersionPdf, type QuoteVersionDoc } from './quote-version';
import type { QuoteDoc } from '../quotes/quote-record';
import type { QuoteLinkDoc } from './quote-link';

jest.setTimeout(120_000);

let workDir: string;
let dataDir: string;
let bundle: string;
let token: string;
let uid: string;
let server: { child: ChildProcess; baseUrl: string } | null = null;

/** Our workspace code bundled, every npm package required from node_modules (as functions/build.mjs does). */
async function bundleServer(): Promise<string> {
  const outfile = path.join(workDir, 'crash-server.js');
  await build({
    entryPoints: [path.join(__dirname, '../../test-support/crash-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@devis/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}

async function start(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [bundle], {
    cwd: path.join(__dirname, '../../..'),
    // The bundle lives in a temp folder: npm packages come from the repository's node_modules.
    env: { ...process.env, NODE_PATH: path.join(__dirname, '../../../../node_modules'), DEVIS_DATA_DIR: dataDir, DEVIS_QUIET_LOGS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => line.startsWith('listening ') && resolve(line.slice('listening '.length)));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
  });
  return { child, baseUrl };
}

async function kill(s: { child: ChildProcess }): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGKILL');
  await exited;
}

/** A call that may be cut by the kill: status 0 then. */
async function call(baseUrl: string, method: string, p: string, body?: unknown): Promise<{ status: number; body: any }> {
  try {
    const res = await fetch(`${baseUrl}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 0, body: undefined };
  }
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ description: `Ligne ${i + 1}`, quantity: 1.5, unit_price_ht: 12_345 + i, tva_rate_percent: 5.5 }));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'devis-crash-'));
  dataDir = path.join(workDir, 'data');
  bundle = await bundleServer();
  const user = await createAuthUser({ role: 'provider', emailVerified: true, displayName: 'Atelier Crash' });
  uid = user.uid;
  token = await signIn(user.email, user.password);
});

afterAll(async () => {
  if (server) await kill(server);
  await rm(workDir, { recursive: true, force: true });
});

test('SIGKILL in the middle of quote creations and sends leaves whole quotes, contiguous numbers and hashed versions', async () => {
  server = await start();
  const first = server.baseUrl;
  expect((await call(first, 'GET', '/api/profile')).status).toBe(200);
  const clientId = (await call(first, 'POST', '/api/clients', { company_name: 'Client Crash', email: 'crash@client.test' })).body.id;
  const drafts: string[] = [];
  for (let i = 0; i < 6; i++) drafts.push((await call(first, 'POST', '/api/quotes', { client_id: clientId, lines: lines(3) })).body.id);

  // Waves of creations and sends until the process is killed, a little after the first answers.
  const statuses: number[] = [];
  let killed = false;
  let answered = 0;
  let sentCount = 0;
  const victim = server;
  const inFlight: Promise<void>[] = [];
  for (let wave = 0; !killed && wave < 200; wave++) {
    const creations = Array.from({ length: 6 }, async () => {
      const created = await call(first, 'POST', '/api/quotes', { client_id: clientId, title: `Vague ${wave}`, lines: lines(20) });
      if (created.status === 201) drafts.push(created.body.id);
      return created;
    });
    // Each draft is sent once, soon after it was made.
    const sends = drafts.splice(0).map(async (quoteId) => {
      const sent = await call(first, 'POST', '/fn/sendQuote', { quoteId, sendToClientAccount: false });
      if (sent.status === 200) sentCount += 1;
      return sent;
    });
    const batch = [...creations, ...sends].map(async (p) => {
      const { status } = await p;
      statuses.push(status);
      if (status !== 0) answered += 1;
      // Once sends are flowing, so that others are at every stage when the process dies.
      if (answered >= 15 && sentCount >= 4 && !killed) {
        killed = true;
        await kill(victim);
      }
    });
    inFlight.push(...batch);
    await new Promise((r) => setTimeout(r, 25));
  }
  await Promise.all(inFlight);
  expect(killed).toBe(true);
  // The kill cut calls short: some got an answer, some never did.
  expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s === 201 || s === 200).length).toBeGreaterThan(0);

  server = await start();
  const store: Store = createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dataDir });
  try {
    const quotes = await store.query<QuoteDoc>('quotes', { where: [['user_id', '==', uid]] });
    const year = parisDay(new Date()).slice(0, 4);
    const numbers = quotes.map((q) => q.quote_number).sort();
    expect(numbers).toEqual(quotes.map((_, i) => `${year}-${String(i + 1).padStart(3, '0')}`));
    const counter = await store.get<{ last_sequence: number }>('counters', `${uid}_${year}`);
    expect(counter?.last_sequence).toBe(quotes.length);

    for (const q of quotes) {
      expect(q.lines.length).toBeGreaterThan(0);
      const totals = computeTotals(q.lines);
      expect([q.total_ht, q.total_tva, q.total_ttc]).toEqual([totals.total_ht, totals.total_tva, totals.total_ttc]);
      if ((q.version ?? 0) === 0) {
        expect(q.status).toBe('draft');
        continue;
      }
      expect(q.status).toBe('sent');
      const version = await store.get<QuoteVersionDoc>('quote_versions', `${q.id}_v${q.version}`);
      expect(version?.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
      const link = await store.get<QuoteLinkDoc>('quote_links', q.public_id!);
      expect(link).toMatchObject({ quote_id: q.id, version: q.version });
    }
    const versions = await store.query<QuoteVersionDoc>('quote_versions', { where: [['user_id', '==', uid]] });
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) {
      const q = quotes.find((x) => x.id === v.quote_id)!;
      expect(q.version).toBeGreaterThanOrEqual(v.version);
      expect(sha256(await renderVersionPdf(v))).toBe(v.pdf_sha256);
    }

    // The restarted process goes on from the last number.
    const next = await call(server.baseUrl, 'POST', '/api/quotes', { client_id: clientId, lines: lines(1) });
    expect(next.status).toBe(201);
    expect(next.body.quote_number).toBe(`${year}-${String(quotes.length + 1).padStart(3, '0')}`);
  } finally {
    await store.close();
  }
});
