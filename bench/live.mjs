// Live updates (issue 10): how fast a message reaches the other party's open conversation, and what an open,
// idle conversation costs in store reads. Two SqliteStore connections on one file stand for two function
// instances: the writer's commits reach the watcher through PRAGMA data_version, as across instances locally.
// - delivery: the client's screen holds GET /api/live (waitForChange on conversation:{id}), then refetches the
//   thread (readMessagePage) as the hook makes TanStack do; the provider sends with sendMessage. Latency = from
//   the send's start to the message in the refetched thread. Baseline in the same run: the same screen polling
//   the thread every second (10 s is what the public chat does: its latency is 10x this baseline's).
// - idle reads: one held request with nothing changing (short hold, scaled to the 25 s hold: the hook re-asks
//   at once, so 60 / 25 answers a minute), beside re-reading a 50-message thread every 10 s.
// Run: node bench/live.mjs [messages=50]   (about 80 s). Prints numbers and the load; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { percentile } from './lib/stats.mjs';

const MESSAGES = Math.min(Number(process.argv[2] ?? 50) || 50, 300);
const POLL_MS = 1000;
const HOLD_MS = 25_000;

const bundle = await loadFunctionsBundle(
  'live',
  `
export { SqliteStore } from './src/store/sqlite-store';
export { waitForChange } from './src/services/live/wait-for-change';
export { sendMessage } from './src/services/conversations/send-message';
export { readMessagePage } from './src/services/conversations/list-messages';
export { newConversation } from './src/services/conversations/conversation-record';
`,
);
const { SqliteStore, waitForChange, sendMessage, readMessagePage, newConversation } = bundle.exports;
const work = await mkdtemp(path.join(os.tmpdir(), 'devis-live-bench-'));
const file = path.join(work, 'devis.sqlite');
const writerStore = new SqliteStore(file);
const watcherStore = new SqliteStore(file);
// What waitForChange needs: the watching instance's store and a clock.
const watcher = { store: watcherStore, now: () => new Date() };

const provider = { uid: 'bench-provider', role: 'provider', email: 'p@bench.test', emailVerified: true };
const client = { uid: 'bench-client', role: 'client', email: 'c@bench.test', emailVerified: true };
const conversationId = `${provider.uid}_${client.uid}`;
await writerStore.set(
  'conversations',
  conversationId,
  newConversation(
    {
      kind: 'account',
      provider_user_id: provider.uid,
      client_account_id: client.uid,
      provider_company_name: 'Atelier Banc',
      provider_logo_url: null,
      client_name: 'Client Banc',
      client_company_name: null,
      subject: 'Bench',
    },
    new Date().toISOString(),
  ),
);
const deps = { store: writerStore, now: () => new Date() };
const channel = `conversation:${conversationId}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const fmt = (n) => n.toFixed(1);

/** The client's open screen: resolves each sent message's arrival time (from the refetched thread). */
function openScreen(strategy) {
  const seen = new Map();
  let stopped = false;
  const refetch = async () => {
    const page = await readMessagePage(watcherStore, conversationId);
    for (const m of page.items) if (!seen.has(m.content)) seen.set(m.content, performance.now());
  };
  const loop = (async () => {
    await refetch();
    let cursor = (await waitForChange({ ...watcher, liveHoldMs: 1 }, client, { channel })).cursor;
    while (!stopped) {
      if (strategy === 'live') {
        const answer = await waitForChange({ ...watcher, liveHoldMs: 2000 }, client, { channel, after: cursor });
        cursor = answer.cursor;
        if (answer.changed) await refetch();
      } else {
        await sleep(POLL_MS);
        await refetch();
      }
    }
  })();
  return { seen, stop: () => ((stopped = true), loop) };
}

async function delivery(strategy) {
  const screen = openScreen(strategy);
  await sleep(200);
  const latencies = [];
  for (let i = 0; i < MESSAGES; i++) {
    const content = `${strategy} ${i} ${Math.random()}`;
    const start = performance.now();
    await sendMessage(deps, provider, 'provider', conversationId, { content });
    while (!screen.seen.has(content)) await sleep(2);
    latencies.push(screen.seen.get(content) - start);
    // A random pause, so a message lands anywhere in the poller's interval (not right after its last look).
    await sleep(Math.random() * POLL_MS);
  }
  await screen.stop();
  return latencies;
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
console.log(`live updates: ${MESSAGES} messages, two SQLite connections (two instances), load ${load()}`);
const live = stats(await delivery('live'));
const polled = stats(await delivery('poll'));
console.log(`delivery, long-poll + refetch: p50 ${fmt(live.p50)} ms, p95 ${fmt(live.p95)} ms`);
console.log(`delivery, polling every ${POLL_MS} ms: p50 ${fmt(polled.p50)} ms, p95 ${fmt(polled.p95)} ms (the public chat's 10 s: about 10x)`);
console.log(`ratio p50 polling / long-poll: ${fmt(polled.p50 / live.p50)}x   load ${load()}`);

// Idle: the thread now holds 2 x MESSAGES messages; nothing changes during the hold.
const { cursor } = await waitForChange({ ...watcher, liveHoldMs: 1 }, client, { channel });
const before = watcherStore.usage();
await waitForChange({ ...watcher, liveHoldMs: 1500 }, client, { channel, after: cursor });
const perHold = watcherStore.usage().reads - before.reads;
const beforePage = watcherStore.usage();
await readMessagePage(watcherStore, conversationId);
const perPage = watcherStore.usage().reads - beforePage.reads;
const liveIdle = perHold * (60_000 / HOLD_MS);
const pollIdle = perPage * 6;
console.log(`idle open conversation: ${perHold} reads per held request (25 s) = ${fmt(liveIdle)} reads a minute`);
console.log(`baseline, re-reading the thread every 10 s: ${perPage} reads per read = ${pollIdle} reads a minute (${fmt(pollIdle / liveIdle)}x)`);

await writerStore.close();
await watcherStore.close();
await rm(work, { recursive: true, force: true });
await bundle.remove();
