// Time to first render of /app/quotes with 2,000 quotes, in headless Chromium (target: 500 ms or less).
// Measures, in the page, from navigation start to the first quote card in the DOM and painted
// (the next animation frame), and the main thread's busy time by then (DevTools' TaskDuration, which a busy
// machine inflates less). A returning user's browser loads the page in rounds: as served, with the shell's
// early request (index.html `devis-early-request`) cut out of the HTML (the baseline), and as a production build
// serves the shell (what users get: `npm start` builds the development shell, which adds import-map-overrides),
// the app's scripts in its HTTP cache; then another browser loads it as served with the HTTP cache off (a first
// visit, or the first after a deploy). Each browser keeps a blank tab open, as a user's browser has one (see
// signedInBrowser). It prints the medians, p95s and the ratios. It asserts nothing.
// It waits for the machine to be idle after seeding (the seed keeps the emulators busy for a while).
//
// Needs the local stack (auth, functions, hosting emulators with a built app). It uses a running `npm start`
// (http://127.0.0.1:5000, or DEVIS_BASE_URL / DEVIS_AUTH_EMULATOR / DEVIS_PROJECT), or else starts one with
// `node scripts/start.mjs` (DEVIS_SKIP_BUILD=1 skips its build) and stops it at the end.
// Run: node bench/quotes-first-render.mjs [rounds=7]   (BENCH_VERBOSE=1 prints every request of every load)
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { groupPids, root, spawnGroup, stopGroup } from '../scripts/emulators.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { firstCardMessage } from './lib/first-card.mjs';
import { percentile } from './lib/stats.mjs';

const BASE_URL = (process.env.DEVIS_BASE_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '');
const AUTH = process.env.DEVIS_AUTH_EMULATOR ?? '127.0.0.1:9099';
const PROJECT = process.env.DEVIS_PROJECT ?? 'demo-devis';
const QUOTES = 2000;
const RUNS = Math.max(2, Math.min(Number(process.argv[2] ?? 7) || 7, 50));
// Seeding writers: more only queue in the functions emulator (a busy machine timed creations out at 8).
const CONCURRENCY = 4;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function reachable() {
  try {
    const res = await fetch(`${BASE_URL}/fn/features`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts `npm start`'s stack when none answers; returns the process to stop, or null. */
async function ensureStack() {
  if (await reachable()) return null;
  console.log(`no stack at ${BASE_URL}: starting one (node scripts/start.mjs)`);
  const child = spawnGroup(process.execPath, [path.join(root, 'scripts/start.mjs')], { stdio: 'ignore' });
  for (let i = 0; i < 600; i++) {
    if (await reachable()) return child;
    if (child.exitCode !== null) throw new Error('scripts/start.mjs exited before the stack answered');
    await sleep(1000);
  }
  throw new Error('the stack did not answer within 10 minutes');
}

async function api(pathname, { method = 'POST', body, token } = {}) {
  const res = await fetch(`${BASE_URL}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function auth(endpoint, body) {
  const res = await fetch(`http://${AUTH}/identitytoolkit.googleapis.com/v1/${endpoint}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${endpoint} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A confirmed provider with one client and 2,000 two-line quotes. */
async function seedProvider() {
  const email = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@bench.devis.local`;
  const password = 'motdepasse123';
  await api('/api/auth/register-provider', { body: { company_name: 'Bench Rendu SARL', email, password } });
  let oobCode;
  for (let i = 0; i < 40 && !oobCode; i++) {
    const res = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const codes = ((await res.json()).oobCodes ?? []).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
    oobCode = codes.at(-1)?.oobCode;
    if (!oobCode) await sleep(250);
  }
  if (!oobCode) throw new Error('no verification code for the bench provider');
  await auth('accounts:update', { oobCode });
  const { idToken: token } = await auth('accounts:signInWithPassword', { email, password, returnSecureToken: true });

  const client = await api('/api/clients', { token, body: { company_name: 'Boulangerie Martin', contact_name: 'Paul Martin' } });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < QUOTES) {
      const i = next++;
      // A busy machine may time one creation out (504, a closed socket): try it once more (a bench seed, where
      // one quote too many does not matter).
      await api('/api/quotes', seedBody(i)).catch(async () => {
        await sleep(1000);
        await api('/api/quotes', seedBody(i));
      });
    }
  };
  const seedBody = (i) => ({
    token,
    body: {
      client_id: client.id,
      title: `Projet ${i + 1}`,
      quote_date: null,
      valid_until: null,
      notes: null,
      lines: [
        { description: 'Site vitrine', quantity: 1, unit_price_ht: 120000 + i, tva_rate_percent: 20, service_id: 'custom' },
        { description: 'Livraison', quantity: 2, unit_price_ht: 1250, tva_rate_percent: 5.5, service_id: 'custom' },
      ],
    },
  });
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`seeded ${QUOTES} quotes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { email, password };
}

/**
 * The seeded provider leaves the stack as any provider would ('Supprimer mon compte'): a running `npm start` keeps
 * its data, and its client directory would otherwise list one 'Bench Rendu SARL' per run.
 */
async function deleteProvider({ email, password }) {
  try {
    const { idToken: token } = await auth('accounts:signInWithPassword', { email, password, returnSecureToken: true });
    await api('/api/account/delete', { token, body: { confirmation: 'SUPPRIMER' } });
    console.log('bench provider deleted (Supprimer mon compte)');
  } catch (e) {
    console.warn(`the bench provider ${email} could not be deleted: ${e.message}`);
  }
}

// Runs in the page before any script: records when the first quote card is in the DOM and painted.
function recordFirstCard() {
  const done = (t) => {
    window.__firstQuoteCard = t;
  };
  const check = () => {
    if (window.__firstQuoteCard !== undefined || window.__firstQuoteCardSeen) return;
    if (document.querySelector('[data-testid="quote-card"]')) {
      window.__firstQuoteCardSeen = true;
      requestAnimationFrame(() => {
        done(performance.now());
        console.debug('devis:first-quote-card', window.__firstQuoteCard); // bench/lib/first-card.mjs
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Busy share of both cores over the next `ms` (from /proc/stat through os.cpus()). */
async function busyShare(ms) {
  const sample = () => cpus().reduce((acc, c) => {
    const t = c.times;
    acc.idle += t.idle;
    acc.total += t.user + t.nice + t.sys + t.irq + t.idle;
    return acc;
  }, { idle: 0, total: 0 });
  const a = sample();
  await sleep(ms);
  const b = sample();
  return b.total === a.total ? 0 : 1 - (b.idle - a.idle) / (b.total - a.total);
}

/** Waits (60 s at most) until the machine has been 90 % idle for two seconds: seeding leaves the emulators busy. */
async function waitForQuiet() {
  const started = performance.now();
  let quietSeconds = 0;
  let busy = 1;
  while (quietSeconds < 2 && performance.now() - started < 60000) {
    busy = await busyShare(1000);
    quietSeconds = busy < 0.1 ? quietSeconds + 1 : 0;
  }
  console.log(`machine ${quietSeconds >= 2 ? 'quiet' : 'still busy'} after ${((performance.now() - started) / 1000).toFixed(0)} s (last second ${(busy * 100).toFixed(0)} % busy)`);
}

/** Which shell the stack serves: `npm start` builds the development one unless DEVIS_BUILD=production. */
let servedShell = 'development';

const VARIANTS = {
  served: 'as served',
  noEarly: 'no early request',
  production: 'production shell',
  firstVisit: 'first visit',
};

/**
 * The development shell as a production build writes it: root-config/webpack.config.cjs (shellTemplate) turns the
 * production page into the development one by three replacements, undone here. The same page from a production
 * build (DEVIS_BUILD=production) is left as it is.
 */
function asProductionShell(html) {
  // Checked on the result too: a template change that these replacements miss would otherwise go unnoticed.
  const production = html
    .replace('<script type="overridable-importmap">', '<script type="importmap">')
    .replace(/ *<script src="[^"]*\/vendor\/import-map-overrides\.js"><\/script>\n?/, '')
    .replace(/ *<import-map-overrides-full[^>]*><\/import-map-overrides-full>\n?/, '');
  if (/import-map-overrides|overridable-importmap/.test(production)) throw new Error('the shell still has import-map-overrides: see asProductionShell');
  return production;
}

/**
 * One page load of /app/quotes. The document goes through DevTools' Fetch interception (for every variant, so
 * each pays the same), which, unlike Playwright's page.route, leaves the HTTP cache on: a signed-in user has
 * the app's scripts cached, and page.route would download every script again on every run.
 * `noEarly`: the shell's early request (index.html `devis-early-request`) is cut out of the HTML (the baseline).
 * `production`: the shell as a production build serves it (see asProductionShell).
 * `firstVisit`: the HTTP cache is off for this load (a first visit, or the first one after a deploy).
 */
async function loadOnce(context, variant) {
  let shellProblem = null;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (variant === 'firstVisit') {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  cdp.on('Fetch.requestPaused', async (e) => {
    try {
      if (e.request.url.includes('/api/live?')) return await cdp.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' });
      if (e.responseStatusCode !== 200) return await cdp.send('Fetch.continueRequest', { requestId: e.requestId });
      const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId: e.requestId });
      let html = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      if (variant === 'noEarly') html = html.replace(/<script id="devis-early-request">[\s\S]*?<\/script>/, '');
      servedShell = html.includes('import-map-overrides.js') ? 'development' : 'production';
      if (variant === 'production') html = asProductionShell(html);
      await cdp.send('Fetch.fulfillRequest', {
        requestId: e.requestId,
        responseCode: 200,
        responseHeaders: e.responseHeaders.filter((h) => !/^(content-length|content-encoding)$/i.test(h.name)),
        body: Buffer.from(html).toString('base64'),
      });
    } catch (error) {
      // Otherwise the page closed meanwhile.
      if (String(error?.message).includes('asProductionShell')) shellProblem = error;
    }
  });
  // The live long-polls start after the first card; they are refused here because the functions emulator runs one
  // request per worker process and starts a new one (a cold start, on these same cores) whenever all are busy,
  // and each load's two long-polls would hold two workers for 25 s after the page closed (production instances
  // take 80 requests at once).
  await cdp.send('Fetch.enable', {
    patterns: [
      { urlPattern: `${BASE_URL}/app/quotes`, resourceType: 'Document', requestStage: 'Response' },
      { urlPattern: `${BASE_URL}/api/live?*`, requestStage: 'Request' },
    ],
  });
  const { seen } = await firstCardMessage(cdp);
  const navigation = page.goto(`${BASE_URL}/app/quotes`);
  const [ms] = await seen;
  if (shellProblem) throw shellProblem;
  // Main-thread work of the whole load so far (the first card plus a few ms): CPU, which load inflates less.
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  await navigation;
  const cards = await page.locator('[data-testid="quote-card"]').count();
  const total = await page.getByText(/sur \d+ devis/).textContent();
  // Where the time goes: when the quotes request left and came back, and the script downloads.
  const timeline = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const list = entries.find((e) => e.name.includes('/api/quotes?'));
    const scripts = entries.filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
    const lastScript = Math.max(0, ...scripts.map((e) => e.responseEnd));
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      requests: entries.map((e) => `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ${e.transferSize > 0 ? 'network' : 'cache  '} ${e.name.replace(location.origin, '').slice(0, 70)}`),
      html: nav ? Math.round(nav.responseEnd) : null,
      scriptsDone: Math.round(lastScript),
      scripts: scripts.length,
      fromNetwork: scripts.filter((e) => e.transferSize > 0).length,
      quotesRequest: list ? [Math.round(list.startTime), Math.round(list.responseEnd)] : null,
    };
  });
  await page.close();
  return { ms, taskMs, cards, total, timeline };
}

/** A browser with its own profile (its own HTTP cache), signed in once through the app. */
async function signedInBrowser(account) {
  const browser = await launchChromium({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const { context } = browser;
  context.setDefaultTimeout(30000);
  await context.addInitScript(recordFirstCard);
  // The session stays in the profile's storage for every run.
  const login = await context.newPage();
  await login.goto(`${BASE_URL}/login`, { waitUntil: 'networkidle' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Mot de passe').fill(account.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await login.waitForURL((u) => u.pathname === '/app');
  await login.close();
  // The browser's first tab stays open (blank) through the runs, as a browser has a tab open when its user opens
  // the app: Chromium then starts each new tab in the spare renderer it keeps ready. With no tab left open, it
  // launches the tab's renderer during the navigation, and another spare beside it, on these same 2 cores: 377-486
  // ms to the first card against 303-369 ms with a tab open, in one run. BENCH_NO_OPEN_TAB=1 closes it.
  if (process.env.BENCH_NO_OPEN_TAB === '1') for (const tab of context.pages()) await tab.close();
  return browser;
}

async function main() {
  const stack = await ensureStack();
  const browsers = [];
  let seeded = null;
  try {
    // BENCH_ACCOUNT=email:password reuses a provider an earlier run seeded (its 2,000 quotes) on a running stack.
    const reuse = process.env.BENCH_ACCOUNT?.split(':');
    const account = reuse?.length === 2 ? { email: reuse[0], password: reuse[1] } : (seeded = await seedProvider());
    const results = { served: [], noEarly: [], production: [], firstVisit: [] };
    let first = null;
    let run = 0;
    const measure = async (context, variant) => {
      const r = await loadOnce(context, variant);
      run++;
      // The first load after signing in is printed apart and left out (its scripts come from the sign-in page).
      if (first === null) first = { variant, ...r };
      else results[variant].push(r);
      if (process.env.BENCH_VERBOSE) console.log(r.timeline.requests.join('\n'));
      const t = r.timeline;
      console.log(
        `run ${run} (${VARIANTS[variant].padEnd(16)}): ${r.ms.toFixed(0)} ms to the first quote card, main thread ${r.taskMs.toFixed(0)} ms (${r.cards} cards, "${r.total}"); ` +
          `html ${t.html} ms, ${t.scripts} scripts (${t.fromNetwork} from the network) done at ${t.scriptsDone} ms, ` +
          `GET /api/quotes ${t.quotesRequest ? `${t.quotesRequest[0]} → ${t.quotesRequest[1]} ms` : 'not seen'}`,
      );
    };

    // 1. A returning user: each round rotates the variants' order, so none always follows another.
    const returning = await signedInBrowser(account);
    browsers.push(returning);
    await waitForQuiet();
    for (let round = 0; round < RUNS; round++) {
      const order = ['served', 'noEarly', 'production'];
      for (let k = 0; k < order.length; k++) await measure(returning.context, order[(round + k) % order.length]);
    }
    await returning.close();
    browsers.pop();

    // 2. First visits, in another profile: a load with the cache off replaces the cached scripts (and V8's code
    // cached beside them), which would slow the returning user's next loads.
    const newcomer = await signedInBrowser(account);
    browsers.push(newcomer);
    for (let i = 0; i < RUNS; i++) await measure(newcomer.context, 'firstVisit');

    const summary = (variant) => {
      const ms = results[variant].map((r) => r.ms).sort((a, b) => a - b);
      const task = results[variant].map((r) => r.taskMs).sort((a, b) => a - b);
      return { median: percentile(ms, 50), p95: percentile(ms, 95), n: ms.length, task: percentile(task, 50) };
    };
    const served = summary('served');
    const noEarly = summary('noEarly');
    const production = summary('production');
    const firstVisit = summary('firstVisit');
    const line = (label, s) => `${label}, ${s.n} runs: median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, main thread ${s.task.toFixed(0)} ms (median)`;
    console.log(`\n/app/quotes first render with ${QUOTES} quotes (navigation start → first card painted)`);
    console.log(`first load after signing in (${VARIANTS[first.variant]}, left out): ${first.ms.toFixed(0)} ms`);
    console.log(`${line('as served, scripts in the HTTP cache', served)} (target ≤ 500 ms)`);
    console.log(line('baseline without the early request   ', noEarly));
    console.log(`as served / baseline (medians): ${(served.median / noEarly.median).toFixed(2)}x`);
    console.log(`${line('production shell (what users get)     ', production)} (target ≤ 500 ms)`);
    console.log(`production shell / as served (medians): ${(production.median / served.median).toFixed(2)}x (the stack serves a ${servedShell} shell)`);
    console.log(line('first visit, HTTP cache off          ', firstVisit));
    console.log(process.env.BENCH_NO_OPEN_TAB === '1' ? 'no tab left open between loads (BENCH_NO_OPEN_TAB=1)' : 'a blank tab stays open beside the loads');
    console.log(`load average (1, 5 min): ${loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores (the page is CPU-bound)`);
  } finally {
    for (const browser of browsers) await browser.close();
    if (seeded) await deleteProvider(seeded);
    if (stack) {
      const left = await stopGroup(stack);
      if (left.length > 0 || groupPids(stack.pid).length > 0) console.warn(`stack processes killed: ${left.join(' ')}`);
    }
  }
}

await main();
