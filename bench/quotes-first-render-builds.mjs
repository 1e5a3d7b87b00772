// The front end's part of /app/quotes' first render, build against build, without the stack: each hosting folder
// (node build/assemble-hosting.mjs --out <dir>; default dist/hosting, from `npm run build`) is served by
// build/static-server.cjs on its own port, and headless Chromium loads /app/quotes from each in turn, interleaved,
// with a saved session in localStorage and the API and the auth emulator answered by DevTools' Fetch interception
// after API_MS (default 40): a page of 50 quotes of the list's shape, accounts:lookup, the live long polls held
// open. The scripts stay in the HTTP cache after each build's first (cold) load, as a signed-in user has them.
// Measured as bench/quotes-first-render.mjs does: navigation start -> first quote card in the DOM and painted.
// It isolates the scripts, the session and the render (what a JS change moves) from the stack's noise; the
// stack's own figure is bench/quotes-first-render.mjs. It asserts nothing.
// Run: node bench/quotes-first-render-builds.mjs [runs=6] [hostingDir ...]
//   Prints the main thread's busy time by the first card too (DevTools' TaskDuration, ScriptDuration).
//   TRACE_DIR=/tmp/traces saves a Chromium trace of the last round's load of each build (quotes-<index>.json);
//   node bench/lib/first-render-trace.mjs <trace> splits its main-thread time by function and script.
//   VIEWPORT=375x812 loads it at a phone's size (default 1280x800).
//   SCREENSHOT_DIR=/tmp/shots also saves the last round's page of each build (quotes-<index>.png) to look at.
//   e.g. git stash; npm run build; node build/assemble-hosting.mjs --out /tmp/before; git stash pop; npm run build
//        node bench/quotes-first-render-builds.mjs 8 /tmp/before dist/hosting
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { firstCardMessage } from './lib/first-card.mjs';
import { root } from '../scripts/emulators.mjs';
import { percentile } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const { startStaticServer } = require('../build/static-server.cjs');

const RUNS = Math.max(2, Math.min(Number(process.argv[2] ?? 6) || 6, 50));
const dirs = (process.argv.length > 3 ? process.argv.slice(3) : [path.join(root, 'dist', 'hosting')]).map((dir) => path.resolve(dir));
const API_MS = Number(process.env.API_MS ?? 40);
// VIEWPORT=375x812 loads the page as a phone shows it (default 1280x800).
const [width, height] = (process.env.VIEWPORT ?? '1280x800').split('x').map(Number);
// TRACE_DIR: the last round's load of each build is traced (main thread's tasks and V8's sampled profile).
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const dir of dirs) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: run npm run build (or node build/assemble-hosting.mjs --out ${dir})`);
    process.exit(2);
  }
}

// A provider's saved Firebase session (browserLocalPersistence) with an unsigned ID token: the page reads its
// claims, nothing here verifies it.
const uid = 'bench-provider';
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const idToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-devis', aud: 'demo-devis', auth_time: now, iat: now, exp: now + 3600, sub: uid, user_id: uid, email: 'bench@bench.devis.local', email_verified: true, role: 'provider', firebase: { identities: {}, sign_in_provider: 'password' } })}.`;
const savedUser = {
  uid,
  email: 'bench@bench.devis.local',
  emailVerified: true,
  isAnonymous: false,
  providerData: [],
  stsTokenManager: { refreshToken: 'bench', accessToken: idToken, expirationTime: Date.now() + 3_600_000 },
  createdAt: '1',
  lastLoginAt: '1',
  apiKey: 'demo-key',
  appName: '[DEFAULT]',
};
// The card of a provider's draft as GET /api/quotes answers it (the API test checks the same fixture).
const draftQuoteSummary = require('../functions/src/test-support/draft-quote-summary.json');
const quotes = Array.from({ length: 50 }, (_, i) => ({
  ...draftQuoteSummary,
  id: `q${i}`,
  quote_number: `DEV-2026-${String(2000 - i).padStart(4, '0')}`,
  title: `Projet ${2000 - i}`,
  total_ht: 122500,
  total_ttc: 147000,
}));
const firstPage = JSON.stringify({ items: quotes, nextCursor: 'next', total: 2000 });

function beforeAnyScript(user) {
  localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', JSON.stringify(user));
  const check = () => {
    if (window.__firstQuoteCardSeen || !document.querySelector('[data-testid="quote-card"]')) return;
    window.__firstQuoteCardSeen = true;
    requestAnimationFrame(() => {
      window.__firstQuoteCard = performance.now();
      performance.mark('first-quote-card'); // where TRACE_DIR's traces end the first render
      // Told through the console (bench/lib/first-card.mjs), with how many cards, and whether they reach the window's bottom (a short first paint would show a gap).
      const cards = document.querySelectorAll('[data-testid="quote-card"]');
      const filled = cards[cards.length - 1].getBoundingClientRect().bottom >= innerHeight;
      console.debug('devis:first-quote-card', window.__firstQuoteCard, cards.length, filled);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * The API and the auth emulator answered after API_MS, through DevTools' Fetch interception: Playwright's
 * page.route/context.route would turn the HTTP cache off, so every load would download and compile all the
 * scripts again, where a returning user has them cached (and V8's code cache with them).
 */
async function answerApi(cdp) {
  const cors = [
    { name: 'access-control-allow-origin', value: '*' },
    { name: 'access-control-allow-headers', value: '*' },
    { name: 'content-type', value: 'application/json' },
  ];
  cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
    try {
      if (request.url.includes('/api/live')) return; // a long poll: left open for the whole load
      await sleep(API_MS);
      if (request.method === 'OPTIONS') return await cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204, responseHeaders: cors });
      let body = '{}';
      if (request.url.includes('accounts:lookup')) {
        body = JSON.stringify({ users: [{ localId: uid, email: savedUser.email, emailVerified: true, providerUserInfo: [], createdAt: '1', lastLoginAt: '1' }] });
      } else if (request.url.includes('/api/')) {
        body = request.url.includes('/api/quotes?') ? firstPage : request.url.includes('/expire-quotes') ? '{"expired":0}' : '{"items":[],"nextCursor":null,"total":0}';
      }
      await cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders: cors, body: Buffer.from(body).toString('base64') });
    } catch {
      // The page closed meanwhile.
    }
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'http://127.0.0.1:9099/*' }, { urlPattern: '*/api/*' }] });
}

/** Ends the page's DevTools trace and reads it back. */
async function stopTracing(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  const parts = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
    parts.push(base64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data));
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return Buffer.concat(parts);
}

const servers = await Promise.all(dirs.map((dir) => startStaticServer({ dir })));
// A persistent profile, as a returning user's browser: the HTTP cache and V8's code cache of the scripts live on
// disk there (a fresh incognito-like context keeps no code cache, so every load compiled every script again).
const chromiumRun = await launchChromium({ viewport: { width, height }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
try {
  const { context } = chromiumRun;
  await context.addInitScript(beforeAnyScript, savedUser);
  const times = dirs.map(() => []);
  const cpu = dirs.map(() => []);
  for (let run = 0; run < RUNS * dirs.length; run++) {
    // Rounds rotate which build goes first, so none always gets the warmer machine.
    const which = (run + Math.floor(run / dirs.length)) % dirs.length;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await answerApi(cdp);
    const tracing = process.env.TRACE_DIR && run >= (RUNS - 1) * dirs.length;
    if (tracing) await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
    const { seen } = await firstCardMessage(cdp);
    const navigation = page.goto(`${servers[which].url}/app/quotes`);
    const [ms, cards, filled] = await seen;
    // The main thread's work so far (the first card, plus what ran before this message reached us): CPU, which a
    // busy machine inflates less than wall time.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    await navigation;
    times[which].push(ms);
    cpu[which].push({ task: metric('TaskDuration'), script: metric('ScriptDuration'), layout: metric('LayoutDuration') + metric('RecalcStyleDuration') });
    const c = cpu[which].at(-1);
    console.log(`run ${run + 1} (${path.relative(root, dirs[which]) || dirs[which]}): ${ms.toFixed(0)} ms to the first quote card (${cards} cards${filled ? '' : ', SHORT of the window'}); main thread ${c.task.toFixed(0)} ms (script ${c.script.toFixed(0)}, style+layout ${c.layout.toFixed(0)})`);
    if (tracing) {
      mkdirSync(process.env.TRACE_DIR, { recursive: true });
      const file = path.join(process.env.TRACE_DIR, `quotes-${which}.json`);
      writeFileSync(file, await stopTracing(cdp));
      console.log(`  trace: ${file} (node bench/lib/first-render-trace.mjs ${file})`);
    }
    if (process.env.SCREENSHOT_DIR && run >= (RUNS - 1) * dirs.length) {
      // The last round: what each build shows once settled (icons, fonts), to look at.
      await page.waitForTimeout(1500);
      const file = path.join(process.env.SCREENSHOT_DIR, `quotes-${which}.png`);
      await page.screenshot({ path: file });
      console.log(`  screenshot: ${file}`);
    }
    await page.close();
  }
  console.log(`\n/app/quotes first render from the built shell, API and auth answered after ${API_MS} ms (navigation start → first card painted)`);
  const medians = times.map((list) => percentile(list.slice(1).sort((a, b) => a - b), 50));
  const medianOf = (list, key) => percentile(list.slice(1).map((c) => c[key]).sort((a, b) => a - b), 50);
  const cpuMedians = cpu.map((list) => medianOf(list, 'task'));
  dirs.forEach((dir, i) => {
    const ratio = i > 0 ? `, ${(cpuMedians[i] / cpuMedians[0]).toFixed(2)}x the first` : '';
    console.log(`${dir}: main thread by the first card, warm median ${cpuMedians[i].toFixed(0)} ms (script ${medianOf(cpu[i], 'script').toFixed(0)}, style+layout ${medianOf(cpu[i], 'layout').toFixed(0)})${ratio}`);
  });
  dirs.forEach((dir, i) => {
    const warm = times[i].slice(1).sort((a, b) => a - b);
    console.log(`${dir}: warm median ${medians[i].toFixed(0)} ms, p95 ${percentile(warm, 95).toFixed(0)} ms (${warm.length} runs; cold ${times[i][0].toFixed(0)} ms)${i > 0 ? `, ${(medians[i] / medians[0]).toFixed(2)}x the first` : ''}`);
  });
  console.log(`load average (1, 5 min): ${loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores`);
} finally {
  await chromiumRun.close();
  await Promise.all(servers.map((server) => server.close()));
}
