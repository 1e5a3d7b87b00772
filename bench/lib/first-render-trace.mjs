// Splits a Chromium trace of /app/quotes' first render (bench/quotes-first-render-builds.mjs with TRACE_DIR) by
// where the main thread spent it, from navigation start to the `first-quote-card` mark: the tasks' total, then
// V8's sampled profile by function, self time and inclusive time (a function counted once per sample however
// deep it recurses), and self time by script. Minified builds keep few names: to read React components and MUI's
// parts by name, trace a build made with webpack's `optimization.minimize: false` (build/webpack-common.cjs).
// Run: node bench/lib/first-render-trace.mjs <trace.json> [top=40]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/lib/first-render-trace.mjs <trace.json> [top=40]');
  process.exit(2);
}
const TOP = Number(topArg ?? 40) || 40;
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

const mark = events.find((e) => e.name === 'first-quote-card' && String(e.cat).includes('blink.user_timing'));
if (!mark) throw new Error('no first-quote-card mark in the trace');
const { pid } = mark;
const mainTid = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const navigation = events.find((e) => e.pid === pid && e.name === 'navigationStart');
const start = navigation?.ts ?? Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
const end = mark.ts;
const ms = (us) => (us / 1000).toFixed(1).padStart(7);

// Top-level tasks of the main thread inside the window (clipped to it).
let taskUs = 0;
for (const e of events) {
  if (e.pid !== pid || e.tid !== mainTid || e.ph !== 'X' || e.name !== 'RunTask') continue;
  const from = Math.max(e.ts, start);
  const to = Math.min(e.ts + (e.dur ?? 0), end);
  if (to > from) taskUs += to - from;
}
console.log(`navigation start -> first card painted: ${ms(end - start)} ms wall, main thread busy ${ms(taskUs)} ms (RunTask)`);

// V8's sampled profile: Profile + ProfileChunk events of the renderer's main thread.
const nodes = new Map();
const samples = [];
for (const e of events) {
  if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
  const profile = e.args?.data?.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(node.id, node);
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => samples.push({ id, delta: deltas[i] ?? 0 }));
}
for (const node of nodes.values()) if (node.parent !== undefined && nodes.get(node.parent)) (nodes.get(node.parent).kids ??= []).push(node.id);
const profileStart = events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data?.startTime ?? start;
const label = (node) => {
  const f = node.callFrame;
  const script = f.url ? f.url.replace(/^https?:\/\/[^/]+/, '').replace(/\/apps\/([^/]+)\/[0-9a-f]+\//, '$1/') : '';
  return `${f.functionName || '(anonymous)'} ${script}${f.url ? `:${f.lineNumber + 1}` : ''}`;
};
const self = new Map();
const inclusive = new Map();
const byScript = new Map();
let t = profileStart;
let sampledUs = 0;
for (let i = 0; i < samples.length; i++) {
  t += samples[i].delta;
  const dur = i + 1 < samples.length ? samples[i + 1].delta : 0;
  if (t < start || t > end) continue;
  const node = nodes.get(samples[i].id);
  if (!node) continue;
  const name = node.callFrame.functionName;
  if (name === '(idle)') continue;
  sampledUs += dur;
  self.set(label(node), (self.get(label(node)) ?? 0) + dur);
  const script = node.callFrame.url ? label(node).split(' ')[1].replace(/:\d+$/, '') : name || '(native)';
  byScript.set(script, (byScript.get(script) ?? 0) + dur);
  const seen = new Set();
  for (let n = node; n; n = nodes.get(n.parent)) {
    const key = label(n);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + dur);
  }
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${ms(us)} ms  ${key}`);
};
console.log(`sampled, not idle: ${ms(sampledUs)} ms`);
print('self time by script', byScript);
print('self time by function', self);
print('inclusive time by function', inclusive);
