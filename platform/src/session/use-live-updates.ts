import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveAnswer, LiveChannel } from '@devis/domain';
import { ApiError } from '../api/api-error';
import { sessionApi, type SessionApi } from './session-api';

/** Waits after the n-th failure in a row: 1 s, 2 s, 4 s … up to 30 s. */
export function liveBackoffMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

/** Refusals that another try will not change: the channel is not the caller's, or the session is over. */
const final = (error: unknown) => error instanceof ApiError && [400, 401, 403, 404].includes(error.status);

export interface LiveLoopOptions {
  channel: LiveChannel;
  api: Pick<SessionApi, 'get'>;
  /** The answer said something changed. */
  onChange(): void;
  /**
   * The first answer, which only sets the cursor: what changed before it is not counted (see useLiveUpdates).
   * Given how long before the answer the newest watched document was written (null: none is).
   */
  onBaseline?(lastChangeAgeMs: number | null | undefined): void;
  /** Ends the loop (unmount). */
  signal: AbortSignal;
  /** The page's document (hidden tabs pause). */
  document?: Document;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Resolves when the tab is visible (at once if it is), or the loop ends. */
function whenVisible(doc: Document | undefined, signal: AbortSignal): Promise<void> {
  if (!doc || doc.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      if (doc.visibilityState === 'hidden' && !signal.aborted) return;
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    doc.addEventListener('visibilitychange', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The long-poll loop behind useLiveUpdates: GET /api/live, held by the server until something changed or
 * about 25 s, then asked again at once with the answer's cursor. While the tab is hidden the held request
 * is dropped and nothing is asked; on return the old cursor answers at once if anything changed meanwhile.
 * Failures wait longer each time (liveBackoffMs); a refusal (400, 401, 403, 404) ends the loop.
 */
export async function runLiveLoop(options: LiveLoopOptions): Promise<void> {
  const { channel, api, onChange, signal, document: doc } = options;
  const sleep = options.sleep ?? sleepFor;
  let cursor: string | null = null;
  let failures = 0;
  while (!signal.aborted) {
    await whenVisible(doc, signal);
    if (signal.aborted) return;
    // Hiding the tab drops the held request (the server detaches its listener at once).
    const request = new AbortController();
    const stop = () => request.abort();
    const onHidden = () => doc?.visibilityState === 'hidden' && stop();
    signal.addEventListener('abort', stop, { once: true });
    doc?.addEventListener('visibilitychange', onHidden);
    try {
      const query: string = `channel=${encodeURIComponent(channel)}${cursor ? `&after=${cursor}` : ''}`;
      const answer: LiveAnswer = await api.get<LiveAnswer>(`/api/live?${query}`, { signal: request.signal });
      if (answer.changed) onChange();
      else if (cursor === null) options.onBaseline?.(answer.last_change_age_ms);
      cursor = answer.cursor;
      failures = 0;
    } catch (error) {
      if (request.signal.aborted) continue;
      if (final(error)) return;
      failures += 1;
      await sleep(liveBackoffMs(failures), signal);
    } finally {
      signal.removeEventListener('abort', stop);
      doc?.removeEventListener('visibilitychange', onHidden);
    }
  }
}

/**
 * The first cursor counts changes from the moment the server looked, and the screen's data was read before: a
 * change in between would never show. So the first answer says how long ago the newest watched document was
 * written, and data that arrived less than this margin after that write (or before it) is asked again once.
 * The margin covers what lies between the server's read and the data's arrival in the cache: a write's commit
 * after its timestamp, the answer's way back, and the shell's early request waiting for the app. A change the
 * data already holds may be read twice (a list opened just after the provider's own save), never one it lacks
 * missed.
 */
export const LIVE_READ_MARGIN_MS = 2_000;

/**
 * Keeps a screen's queries fresh without a reload: long-polls `channel` (see runLiveLoop) and invalidates
 * `queryKeys` (each a prefix, as invalidateQueries takes it) whenever the server says something changed, and
 * once after the first answer when the data may predate the newest change (LIVE_READ_MARGIN_MS).
 * Stops on unmount; `channel` null pauses it (e.g. until the conversation id is known).
 */
export function useLiveUpdates(channel: LiveChannel | null, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  useEffect(() => {
    if (!channel) return;
    const ended = new AbortController();
    const onChange = () => {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    };
    const onBaseline = (lastChangeAgeMs: number | null | undefined) => {
      if (lastChangeAgeMs === null) return;
      // On this browser's clock. The answer's way back makes the change look later, never earlier: the safe side.
      // A server that does not say (an older deploy) counts as a change just now.
      const changedAt = Date.now() - (lastChangeAgeMs ?? 0);
      for (const queryKey of keys.current) {
        const stale = queryClient.getQueryCache().findAll({ queryKey }).some((query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < changedAt + LIVE_READ_MARGIN_MS);
        if (stale) void queryClient.invalidateQueries({ queryKey });
      }
    };
    void runLiveLoop({ channel, api: sessionApi, onChange, onBaseline, signal: ended.signal, document: globalThis.document });
    return () => ended.abort();
  }, [channel, queryClient]);
}
