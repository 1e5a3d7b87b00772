/**
 * Runs a synchronous SQLite step again while the file is busy, until timeoutMs. Function instances that start
 * together on a new file race to switch it to WAL, and SQLite can answer SQLITE_BUSY there without calling
 * its busy handler (seen once per few test-stack starts: the deploy failed and every journey with it).
 */
export function whileBusy<T>(step: () => T, timeoutMs: number): T {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return step();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // A constructor cannot await: a short synchronous back-off, at start-up only.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(50, 2 ** attempt));
    }
  }
}

export function isBusy(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');
}
