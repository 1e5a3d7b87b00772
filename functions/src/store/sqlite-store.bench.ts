/**
 * Prints how fast the SQLite store serves one provider's quote list among 4,000 quotes.
 * Run: npx esbuild functions/src/store/sqlite-store.bench.ts --bundle --platform=node \
 *        --packages=external --outfile=node_modules/.cache/devis-bench/sqlite-store.js && node node_modules/.cache/devis-bench/sqlite-store.js
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Query } from './port';
import { positionOf } from './query-order';
import { SqliteStore } from './sqlite-store';

const PER_OWNER = 2000;
const STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'];

function quote(owner: string, i: number) {
  const at = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
  return {
    user_id: owner,
    number: `2025-${String(i + 1).padStart(3, '0')}`,
    title: `Travaux de rénovation ${i}`,
    status: STATUSES[i % STATUSES.length],
    client: { company_name: `Client ${i % 50}`, email: `client${i % 50}@example.fr` },
    lines: Array.from({ length: 8 }, (_, l) => ({
      description: `Prestation ${l} : pose et fourniture`,
      quantity: 2,
      unit_price_ht: 12_500,
      tva_rate_percent: 20,
    })),
    total_ht: 200_000,
    created_at: at,
    updated_at: at,
  };
}

async function time(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(runs / 2)] ?? 0;
  const p95 = samples[Math.floor(runs * 0.95)] ?? 0;
  console.log(`${label.padEnd(58)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'devis-bench-'));
  const store = new SqliteStore(join(dir, 'devis.sqlite'));
  const seedStart = performance.now();
  await store.runTransaction(async (tx) => {
    for (let i = 0; i < PER_OWNER; i += 1) {
      await tx.create('quotes', quote('u1', i));
      await tx.create('quotes', quote(`other-${i % 20}`, i));
    }
  });
  console.log(`seeded ${2 * PER_OWNER} quotes in one transaction: ${(performance.now() - seedStart).toFixed(0)} ms`);

  const newest: Query = { where: [['user_id', '==', 'u1']], orderBy: [{ field: 'updated_at', direction: 'desc' }] };
  await time('first page (20, newest first) of 2,000', 200, () => store.query('quotes', { ...newest, limit: 20 }));
  const thousandth = (await store.query('quotes', { ...newest, limit: 1000, select: ['updated_at'] })).at(-1)!;
  await time('page after the 1,000th (keyset)', 100, () => store.query('quotes', { ...newest, limit: 20, startAfter: positionOf(newest, thousandth) }));
  await time('count of the owner\'s quotes', 100, () => store.count('quotes', { where: [['user_id', '==', 'u1']] }));
  await time('first page filtered by status', 100, () =>
    store.query('quotes', { ...newest, where: [...(newest.where ?? []), ['status', '==', 'sent']], limit: 20 }),
  );
  await time('all 2,000 quotes of the owner', 20, () => store.query('quotes', newest));
  await time('get by id', 500, () => store.get('quotes', 'missing'));
  await store.set('counters', 'c', { value: 0 });
  await time('read-increment-write transaction', 200, () =>
    store.runTransaction(async (tx) => {
      const counter = await tx.get<{ value: number }>('counters', 'c');
      await tx.update('counters', 'c', { value: (counter?.value ?? 0) + 1 });
    }),
  );
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
