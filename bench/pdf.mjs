// PDF of a 20-line branded quote (logo, colours, terms), ours (pdfmake) beside a headless Chromium printing the
// same quote as HTML (bench/lib/quote-html.mjs), in the same run. Prints numbers and ratios; asserts nothing.
//  1. Warm: one process, and one warm Chromium browser and page (setContent + page.pdf(): its best case),
//     in interleaved rounds. Goal: ours ≥ 3x faster (median).
//  2. Cold: a new Node process to its first PDF, beside a new Chromium to its first PDF, interleaved.
//     Goal: ours ≤ 250 ms. Also a generateQuotePdf function instance's cold start: the functions entry loaded
//     as Cloud Functions loads it, a first request through the function (its app, store and routes), then the PDF.
//  3. Throughput: 2 worker_threads rendering for a few seconds (PDFs/s).
//  4. Downloads of a sent version: the bytes stored at send time (what every download serves), beside the
//     render per download done before, through the same use case and a real SQLite store and files folder.
// The machine load (os.loadavg) is printed beside each part: on a shared machine, compare the ratios.
// Run: node bench/pdf.mjs [rounds=5] [seconds=3]   (about 40 s)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { launchChromium } from './lib/chromium.mjs';
import { descendantsCpuMs, ownCpuMs } from './lib/cpu.mjs';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { quoteFooterTemplate, quoteHtml } from './lib/quote-html.mjs';
import { percentile, timeRuns } from './lib/stats.mjs';

const ROUNDS = Math.min(Math.max(Number(process.argv[2] ?? 5) || 5, 1), 20);
const SECONDS = Math.min(Math.max(Number(process.argv[3] ?? 3) || 3, 1), 20);
const RENDERS_PER_ROUND = 20;
const WARMUP = 5;
const LINES = 20;

// The renderer is TypeScript: bundled once (npm packages external, as in functions/lib), loaded by the main
// thread, the workers and the cold processes. The sending use cases (part 4) are a second bundle, so that a
// cold process loads the renderer only.
const RENDERER = `
export { quoteDocument } from './src/pdf/quote-document';
export { renderPdf } from './src/pdf/render-pdf';
export { sampleQuote, sampleProvider, SAMPLE_LOGO_PNG } from './src/pdf/sample-quote';
export { formatMoney, formatDate, formatVatRate, computeTotals } from '@devis/domain';`;
const SENDING = `
export { sampleQuote, sampleProvider, SAMPLE_LOGO_PNG } from './src/pdf/sample-quote';
export { formatQuoteNumber } from '@devis/domain';
export { createStore } from './src/store/create-store';
export { LocalFiles } from './src/files/local-files';
export { newQuoteDoc } from './src/services/quotes/new-quote-doc';
export { newProviderProfile } from './src/services/identity/new-provider-profile';
export { sendQuote } from './src/services/sending/send-quote';
export { publicQuotePdf } from './src/services/public-quote/public-quote-pdf';
export { openLink } from './src/services/public-quote/open-link';
export { renderVersionPdf } from './src/services/sending/quote-version';`;

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const ms = (v) => `${v.toFixed(1)} ms`;
const median = (sorted) => percentile(sorted, 50);

function sampleInput(lib) {
  return {
    quote: lib.sampleQuote(LINES),
    provider: lib.sampleProvider(),
    logo: `data:image/png;base64,${lib.SAMPLE_LOGO_PNG.toString('base64')}`,
    createdAt: new Date('2026-11-20T09:30:00Z'),
  };
}

const ours = (lib) => {
  const input = sampleInput(lib);
  return () => lib.renderPdf(lib.quoteDocument(input));
};

/** Chromium's PDF of the same quote: the HTML set on the page, then page.pdf() with the page footer. */
function chromiumPdf(page, lib) {
  const input = sampleInput(lib);
  const html = quoteHtml(input, lib);
  const footerTemplate = quoteFooterTemplate(input);
  return async () => {
    await page.setContent(html);
    return page.pdf({ format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate, margin: { top: '40px', right: '40px', bottom: '60px', left: '40px' } });
  };
}

/**
 * ms from spawning `node` to its first PDF (the child prints one line when it has the bytes). `instance`: a
 * generateQuotePdf function instance's cold start first (`bundleFile` is then the functions entry, with the
 * renderer's exports): the entry loaded as Cloud Functions loads it (FUNCTION_TARGET set), one request
 * through the exported function (unauthenticated: it builds the function's app, store and routes, and is
 * refused with a 401), then the first PDF.
 */
function coldNode(bundleFile, instance) {
  const render = `const lib = require(${JSON.stringify(bundleFile)});
const input = { quote: lib.sampleQuote(${LINES}), provider: lib.sampleProvider(), logo: 'data:image/png;base64,' + lib.SAMPLE_LOGO_PNG.toString('base64'), createdAt: new Date('2026-11-20T09:30:00Z') };
return lib.renderPdf(lib.quoteDocument(input)).then((pdf) => {
  const cpu = process.cpuUsage();
  const loaded = (dir) => Object.keys(require.cache).some((k) => k.includes(dir));
  process.stdout.write([pdf.length, (cpu.user + cpu.system) / 1000, loaded('/restructure/'), loaded('/node_modules/yup/'), status].join(' ') + '\\n');
  server?.close();
});`;
  const code = instance
    ? `const http = require('node:http');
const fn = require(${JSON.stringify(bundleFile)}).generateQuotePdf;
let status = 0;
const server = http.createServer(fn).listen(0, '127.0.0.1', () => {
  const request = http.request({ host: '127.0.0.1', port: server.address().port, method: 'POST', path: '/fn/generateQuotePdf/', headers: { 'content-type': 'application/json' } }, (res) => {
    status = res.statusCode;
    res.resume();
    res.on('end', () => (() => { ${render} })());
  });
  request.end('{"quoteId":"q1"}');
});`
    : `const server = null, status = '';
(() => { ${render} })();`;
  const env = instance ? { ...process.env, FUNCTION_TARGET: 'generateQuotePdf', STORE: 'sqlite', DEVIS_DATA_DIR: instance.dataDir, DEVIS_QUIET_LOGS: '1' } : process.env;
  return spawnUntilLine(['-e', code], env);
}

function spawnUntilLine(args, env = process.env) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ ms: performance.now() - started, line: out.trim() });
    });
    child.on('exit', (code) => code !== 0 && reject(new Error(`cold child exited with ${code}`)));
  });
}

async function coldChromium(lib) {
  const started = performance.now();
  const browser = await launchChromium();
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const pdf = await chromiumPdf(page, lib)();
  const elapsed = performance.now() - started;
  await browser.close();
  return { ms: elapsed, bytes: pdf.length };
}

/** A sent 20-line version in a fresh SQLite store and files folder, and its public link. */
async function sentVersion(lib, dir) {
  const store = lib.createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dir });
  const files = new lib.LocalFiles(path.join(dir, 'files'), 'http://127.0.0.1');
  const deps = { store, files, mailer: { send: async () => {} }, now: () => new Date(), publicOrigin: 'http://127.0.0.1' };
  const uid = 'bench-provider';
  const sample = lib.sampleQuote(LINES);
  await store.set('profiles', uid, { ...lib.newProviderProfile({ uid, email: 'bench@devis.test', company_name: 'Atelier Dupont', now: new Date() }), ...lib.sampleProvider(), logo_url: `data:image/png;base64,${lib.SAMPLE_LOGO_PNG.toString('base64')}` });
  const quote = lib.newQuoteDoc({ uid, quote_number: lib.formatQuoteNumber(2026, 7), title: sample.title, quote_date: null, valid_until: null, notes: null, client_id: null, client: { ...sample.client, email: null }, client_account_id: null, lines: sample.lines, now: new Date() });
  const quoteId = await store.create('quotes', quote);
  const sent = await lib.sendQuote(deps, { uid, role: 'provider', email: 'bench@devis.test', emailVerified: true }, { quoteId, sendToClientAccount: false });
  const url = new URL(sent.publicLink);
  return { deps, publicId: sent.publicId, token: url.searchParams.get('t') };
}

if (!isMainThread) {
  const lib = createRequire(import.meta.url)(workerData.bundle);
  const render = ours(lib);
  for (let i = 0; i < WARMUP; i += 1) await render();
  const end = Date.now() + workerData.seconds * 1000;
  let count = 0;
  while (Date.now() < end) {
    await render();
    count += 1;
  }
  parentPort.postMessage(count);
} else {
  const bundle = await loadFunctionsBundle('pdf', RENDERER);
  const sending = await loadFunctionsBundle('pdf-sending', SENDING);
  // A function instance renders with the engine its own bundle holds (as functions/lib/index.js does).
  const functionsEntry = await loadFunctionsBundle('pdf-index', `export * from './src/index';${RENDERER}`, { load: false });
  const lib = bundle.exports;
  const work = mkdtempSync(path.join(os.tmpdir(), 'devis-bench-pdf-'));
  const browser = await launchChromium();
  try {
    console.log(`PDF of a ${LINES}-line branded quote: ours (pdfmake) beside headless Chromium (setContent + page.pdf()), same run; load ${load()}`);

    // 1. Warm, interleaved rounds.
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const renderOurs = ours(lib);
    const renderChromium = chromiumPdf(page, lib);
    const sizes = { ours: (await renderOurs()).length, chromium: (await renderChromium()).length };
    const warm = { ours: [], chromium: [] };
    // CPU per PDF: ours is this process; Chromium's is its processes plus this one (the Playwright client).
    const cpu = { ours: 0, chromium: 0 };
    const chromiumCpu = () => ownCpuMs() + (descendantsCpuMs(process.pid) ?? NaN);
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round === 0) {
        for (let i = 0; i < WARMUP; i += 1) await renderOurs();
        for (let i = 0; i < 2; i += 1) await renderChromium();
      }
      let before = ownCpuMs();
      warm.ours.push(...(await timeRuns(renderOurs, { runs: RENDERS_PER_ROUND })).times);
      cpu.ours += ownCpuMs() - before;
      before = chromiumCpu();
      warm.chromium.push(...(await timeRuns(renderChromium, { runs: RENDERS_PER_ROUND })).times);
      cpu.chromium += chromiumCpu() - before;
    }
    const perPdf = (k) => cpu[k] / (ROUNDS * RENDERS_PER_ROUND);
    for (const k of Object.keys(warm)) warm[k].sort((a, b) => a - b);
    console.log(`1. warm, ${ROUNDS} interleaved rounds of ${RENDERS_PER_ROUND} (load ${load()})`);
    console.log(`   ours      median ${ms(median(warm.ours))}, p95 ${ms(percentile(warm.ours, 95))}, min ${ms(warm.ours[0])} (${(sizes.ours / 1024).toFixed(1)} KiB)`);
    console.log(`   Chromium  median ${ms(median(warm.chromium))}, p95 ${ms(percentile(warm.chromium, 95))}, min ${ms(warm.chromium[0])} (${(sizes.chromium / 1024).toFixed(1)} KiB)`);
    console.log(`   ratio     ours ${(median(warm.chromium) / median(warm.ours)).toFixed(1)}x faster (goal ≥ 3x)`);
    console.log(`   CPU time per PDF: ours ${ms(perPdf('ours'))}, Chromium ${ms(perPdf('chromium'))} (all its processes and the client), ratio ${(perPdf('chromium') / perPdf('ours')).toFixed(1)}x`);

    // 2. Cold, interleaved: a new process each time. `node -e 0` is the floor any Node process pays.
    const cold = { floor: [], ours: [], oursCpu: [], instance: [], instanceCpu: [], chromium: [] };
    let fontkitLoaded = false;
    let yupLoaded = false;
    let instanceStatus = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      cold.floor.push((await spawnUntilLine(['-e', 'process.stdout.write("0\\n")'])).ms);
      const r = await coldNode(bundle.file);
      cold.ours.push(r.ms);
      cold.oursCpu.push(Number(r.line.split(' ')[1]));
      fontkitLoaded ||= r.line.split(' ')[2] === 'true';
      yupLoaded ||= r.line.split(' ')[3] === 'true';
      const instance = await coldNode(functionsEntry.file, { dataDir: path.join(work, 'instance') });
      cold.instance.push(instance.ms);
      cold.instanceCpu.push(Number(instance.line.split(' ')[1]));
      instanceStatus = instance.line.split(' ')[4];
      cold.chromium.push((await coldChromium(lib)).ms);
    }
    for (const k of Object.keys(cold)) cold[k].sort((a, b) => a - b);
    console.log(`2. cold, new process to first PDF, ${ROUNDS} interleaved rounds (load ${load()})`);
    console.log(`   ours      median ${ms(median(cold.ours))}, min ${ms(cold.ours[0])}; CPU time median ${ms(median(cold.oursCpu))} (goal ≤ 250 ms; fontkit loaded: ${fontkitLoaded ? 'yes' : 'no'}, yup: ${yupLoaded ? 'yes' : 'no'})`);
    console.log(`   function instance (generateQuotePdf: functions/src/index.ts, a first request (${instanceStatus}), then the PDF) median ${ms(median(cold.instance))}; CPU time median ${ms(median(cold.instanceCpu))}`);
    console.log(`   Chromium  median ${ms(median(cold.chromium))}, min ${ms(cold.chromium[0])} (launch, page, setContent, pdf)`);
    console.log(`   node -e 0 median ${ms(median(cold.floor))} (the floor of any new Node process)`);
    console.log(`   ratio     ours ${(median(cold.chromium) / median(cold.ours)).toFixed(1)}x faster`);

    // 3. Throughput.
    const workers = 2;
    const counts = await Promise.all(
      Array.from({ length: workers }, () => new Promise((resolve, reject) => {
        const w = new Worker(fileURLToPath(import.meta.url), { workerData: { bundle: bundle.file, seconds: SECONDS } });
        w.once('message', resolve);
        w.once('error', reject);
      })),
    );
    const total = counts.reduce((a, b) => a + b, 0);
    console.log(`3. throughput, ${workers} worker_threads for ${SECONDS} s: ${(total / SECONDS).toFixed(1)} PDFs/s (load ${load()})`);

    // 4. Downloads of a sent version, interleaved: stored bytes vs a render per download (the old way).
    const { deps, publicId, token } = await sentVersion(sending.exports, work);
    const stored = () => sending.exports.publicQuotePdf(deps, publicId, token);
    const rendered = async () => sending.exports.renderVersionPdf((await sending.exports.openLink(deps.store, publicId, token)).version);
    const rate = { stored: [0, 0], rendered: [0, 0] };
    for (let round = 0; round < 2; round += 1) {
      for (const [name, once] of [['stored', stored], ['rendered', rendered]]) {
        const { times, elapsed } = await timeRuns(once, { warmup: 3, seconds: SECONDS / 2 });
        rate[name][0] += times.length;
        rate[name][1] += elapsed;
      }
    }
    const perSecond = (k) => rate[k][0] / rate[k][1];
    console.log(`4. downloads of a sent version, one at a time, through publicQuotePdf (load ${load()})`);
    console.log(`   stored bytes        ${perSecond('stored').toFixed(0)} downloads/s`);
    console.log(`   render per download ${perSecond('rendered').toFixed(0)} downloads/s (before: every download rendered)`);
    console.log(`   ratio               ${(perSecond('stored') / perSecond('rendered')).toFixed(1)}x`);
    const before = deps.store.usage();
    await stored();
    console.log(`   billed store reads per download: ${deps.store.usage().reads - before.reads} (link, quote, version), + 1 private file read`);
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
    await Promise.all([bundle.remove(), sending.remove(), functionsEntry.remove()]);
  }
}
