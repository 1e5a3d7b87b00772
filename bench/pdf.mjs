// PDF rendering: a 20-line branded quote (logo, colours, terms), rendered N times in one process
// (median and p95 ms per PDF), then as many PDFs as possible with 2 worker_threads for a few seconds
// (PDFs per second). Prints numbers; asserts nothing. Target: median ≤ 40 ms.
// Run: node bench/pdf.mjs [renders=100] [seconds=5]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadFunctionsBundle } from './lib/functions-bundle.mjs';
import { percentile, timeRuns } from './lib/stats.mjs';

const RENDERS = Math.max(10, Number(process.argv[2] ?? 100) || 100);
const SECONDS = Math.max(1, Number(process.argv[3] ?? 5) || 5);
const WARMUP = 5;
const LINES = 20;

// The renderer is TypeScript: bundled once, loaded by the main thread and the workers.
const PDF_MODULES = `
export { quoteDocument } from './src/pdf/quote-document';
export { renderPdf } from './src/pdf/render-pdf';
export { sampleQuote, sampleProvider, SAMPLE_LOGO_PNG } from './src/pdf/sample-quote';`;

function renderer(lib) {
  const input = {
    quote: lib.sampleQuote(LINES),
    provider: lib.sampleProvider(),
    logo: `data:image/png;base64,${lib.SAMPLE_LOGO_PNG.toString('base64')}`,
    createdAt: new Date('2026-11-20T09:30:00Z'),
  };
  return () => lib.renderPdf(lib.quoteDocument(input));
}

if (isMainThread) {
  const bundle = await loadFunctionsBundle('pdf', PDF_MODULES);
  const render = renderer(bundle.exports);
  let bytes = 0;
  const { times } = await timeRuns(async () => {
    bytes = (await render()).length;
  }, { warmup: WARMUP, runs: RENDERS });
  console.log(`${LINES}-line branded quote, ${RENDERS} renders in one process (PDF ${(bytes / 1024).toFixed(1)} KiB)`);
  console.log(`  median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, min ${times[0].toFixed(1)} ms (target: median ≤ 40 ms)`);

  const workers = 2;
  const counts = await Promise.all(
    Array.from({ length: workers }, () => new Promise((resolve, reject) => {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { bundle: bundle.file, seconds: SECONDS } });
      w.once('message', resolve);
      w.once('error', reject);
    })),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  console.log(`  ${workers} worker_threads for ${SECONDS} s: ${total} PDFs, ${(total / SECONDS).toFixed(1)} PDFs/s`);
  await bundle.remove();
} else {
  const render = renderer(createRequire(import.meta.url)(workerData.bundle));
  for (let i = 0; i < WARMUP; i += 1) await render();
  const end = Date.now() + workerData.seconds * 1000;
  let count = 0;
  while (Date.now() < end) {
    await render();
    count += 1;
  }
  parentPort.postMessage(count);
}
