// Timing helpers shared by the benchmarks: they print numbers, nothing here asserts.

/** Nearest-rank percentile `p` (0-100) of durations sorted ascending. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs `once` `warmup` times untimed, then times it until `runs` runs or `seconds` have passed, whichever comes first.
 * Returns the durations in ms sorted ascending, and the elapsed seconds of the timed part.
 */
export async function timeRuns(once, { warmup = 0, runs = Infinity, seconds = Infinity } = {}) {
  for (let i = 0; i < warmup; i++) await once();
  const times = [];
  const started = performance.now();
  while (times.length < runs && performance.now() - started < seconds * 1000) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  return { times: times.sort((a, b) => a - b), elapsed };
}
