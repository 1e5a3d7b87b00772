// First visit of landing pages in headless Chromium, with the pages pre-rendered at build time (what the shell
// function serves) beside the bare shell page (the same scripts render the page in the browser: before), in
// interleaved rounds of the same run. Prints the median first contentful paint and largest contentful paint,
// their ratios, and the machine load. No HTTP cache (a first visit), loopback server.
// Needs a build: npm run build (dist/hosting). Run: node bench/landing-first-paint.mjs [rounds=7]   (about 40 s)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/chromium.mjs';
import { percentile } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const { startStaticServer } = require('../build/static-server.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hostingDir = path.join(root, 'dist', 'hosting');
const ROUNDS = Math.min(Math.max(Number(process.argv[2] ?? 7) || 7, 1), 30);
const PAGES = ['/', '/tarifs'];
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

if (!existsSync(path.join(hostingDir, 'pages', 'index.html'))) {
  console.error('dist/hosting has no pre-rendered pages: run `npm run build` first.');
  process.exit(1);
}

/** Collects the largest-contentful-paint entries (the last one is the page's LCP). */
function recordLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(recordLcp);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__lcp > 0 && performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
  const result = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime, lcp: window.__lcp }));
  await page.close();
  return result;
}

const servers = { prerendered: await startStaticServer({ dir: hostingDir }), shell: await startStaticServer({ dir: hostingDir, prerendered: false }) };
const browser = await launchChromium({ viewport: { width: 1280, height: 800 } });
try {
  console.log(`Landing first visit, pre-rendered pages beside the bare shell page (before), ${ROUNDS} interleaved rounds; load ${load()}`);
  for (const pagePath of PAGES) {
    const times = { prerendered: { fcp: [], lcp: [] }, shell: { fcp: [], lcp: [] } };
    await visit(browser.context, servers.shell.url + pagePath); // warm the browser process, not the cache
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const kind of ['shell', 'prerendered']) {
        const r = await visit(browser.context, servers[kind].url + pagePath);
        times[kind].fcp.push(r.fcp);
        times[kind].lcp.push(r.lcp);
      }
    }
    const median = (list) => percentile([...list].sort((a, b) => a - b), 50);
    const line = (kind) => `FCP ${median(times[kind].fcp).toFixed(0).padStart(4)} ms, LCP ${median(times[kind].lcp).toFixed(0).padStart(4)} ms`;
    console.log(`${pagePath.padEnd(8)} before (shell page, rendered by the scripts)  ${line('shell')}`);
    console.log(`${''.padEnd(8)} after (pre-rendered, then hydrated)           ${line('prerendered')}`);
    console.log(`${''.padEnd(8)} ratio: FCP ${(median(times.shell.fcp) / median(times.prerendered.fcp)).toFixed(1)}x sooner, LCP ${(median(times.shell.lcp) / median(times.prerendered.lcp)).toFixed(1)}x sooner (load ${load()})`);
  }
  console.log('JavaScript of the first visit: npm run bench -- bundle-size (the same scripts in both cases).');
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
}
