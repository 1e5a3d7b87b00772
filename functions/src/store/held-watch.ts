import type { WatchOptions, WatchResult } from './port';

/** How an adapter's listener ends the watch it serves. */
export interface WatchEnd {
  /** Answers the watch (or fails it); only the first call counts. */
  finish(result: WatchResult | Error): void;
  /** Answers changed false at the cursor the caller sent (the store is closing). */
  unchanged(): void;
  /** True once answered: a late snapshot or look is ignored. */
  readonly done: boolean;
}

/**
 * A watch held until the first of: its listener finishes it, the timeout, or the abort signal (both answer
 * changed false at `after`). `listen` attaches the adapter's listener and returns how to detach it; the watch
 * detaches it, clears its timer and forgets the signal as it settles, so nothing outlives the call.
 */
export function settleWatch(options: WatchOptions, listen: (end: WatchEnd) => () => void): Promise<WatchResult> {
  const { after, timeoutMs, signal } = options;
  return new Promise<WatchResult>((resolve, reject) => {
    let done = false;
    let detach: (() => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const end: WatchEnd = {
      finish(result) {
        if (done) return;
        done = true;
        clearTimeout(timer);
        detach?.();
        signal?.removeEventListener('abort', unchanged);
        if (result instanceof Error) reject(result);
        else resolve(result);
      },
      unchanged,
      get done() {
        return done;
      },
    };
    function unchanged(): void {
      end.finish({ cursor: after ?? '', changed: false });
    }

    if (signal?.aborted) return unchanged();
    timer = setTimeout(unchanged, timeoutMs);
    signal?.addEventListener('abort', unchanged);
    detach = listen(end);
    if (done) detach();
  });
}
