// PDF rendering: a 20-line branded quote (logo, colours, terms), rendered N times in one process
// (median and p95 ms per PDF), then as many PDFs as possible with 2 worker_threads for a few seconds
// (PDFs per second). Prints numbers; asserts nothing. Target: median ≤ 40 ms.
// Run: node bench/pdf.mjs [renders=100] [seconds=5]
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RENDERS = Math.max(10, Number(process.argv[2] ?? 100) || 100);
const SECONDS = Math.max(1, Number(process.argv[3] ?? 5) || 5);
const WARMUP = 5;
const LINES = 20;

async function bundlePath() {
  // The renderer is TypeScript: bundle it, npm packages stay external (resolved from the repository).
  const out = path.join(root, 'node_modules', '.cache', 'devis-bench', `pdf-${process.pid}.cjs`);
  mkdirSync(path.dirname(out), { recursive: true });
  await build({
    stdin: {
      contents: `
export { quoteDocument } from './src/pdf/quote-document';
export { renderPdf } from './src/pdf/render-pdf';
export { sampleQuote, sampleProvider, SAMPLE_LOGO_PNG } from './src/pdf/sample-quote';`,
      resolveDir: path.join(root, 'functions'),
      loader: 'ts',
    },
    outfile: out,
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
  return out;
}

function renderer(bundle) {
  const lib = createRequire(import.meta.url)(bundle);
  const input = {
    quote: lib.sampleQuote(LINES),
    provider: lib.sampleProvider(),
    logo: `data:image/png;base64,${lib.SAMPLE_LOGO_PNG.toString('base64')}`,
    createdAt: new Date('2026-11-20T09:30:00Z'),
  };
  return () => lib.renderPdf(lib.quoteDocument(input));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (isMainThread) {
  const bundle = await bundlePath();
  const render = renderer(bundle);
  for (let i = 0; i < WARMUP; i += 1) await render();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i += 1) {
    const started = process.hrtime.bigint();
    const pdf = await render();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  console.log(`${LINES}-line branded quote, ${RENDERS} renders in one process (PDF ${(bytes / 1024).toFixed(1)} KiB)`);
  console.log(`  median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, min ${times[0].toFixed(1)} ms (target: median ≤ 40 ms)`);

  const workers = 2;
  const counts = await Promise.all(
    Array.from({ length: workers }, () => new Promise((resolve, reject) => {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { bundle, seconds: SECONDS } });
      w.once('message', resolve);
      w.once('error', reject);
    })),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  console.log(`  ${workers} worker_threads for ${SECONDS} s: ${total} PDFs, ${(total / SECONDS).toFixed(1)} PDFs/s`);
} else {
  const render = renderer(workerData.bundle);
  for (let i = 0; i < WARMUP; i += 1) await render();
  const end = Date.now() + workerData.seconds * 1000;
  let count = 0;
  while (Date.now() < end) {
    await render();
    count += 1;
  }
  parentPort.postMessage(count);
}
