import { emailNotVerified } from '../errors';
import type { LiveAnswer, LiveQuery, LiveChannel } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { liveTargets } from './live-targets';

/** How long a request is held when nothing changes: well under Hosting's 60 s rewrite limit. */
export const LIVE_HOLD_MS = 25_000;

/**
 * GET /api/live: holds the request until one of the channel's watched queries changes after `after`, or
 * `holdMs`, or the caller goes away (`signal`). One watch per query; the first that changes stops the
 * others. The cursor joins the queries' cursors; a cursor of another shape (the channel's queries changed
 * with a deploy) answers changed at once, with the current cursor. Nothing is kept between calls.
 */
export async function waitForChange(
  deps: { store: Store; liveHoldMs?: number },
  caller: Caller,
  input: LiveQuery,
  signal?: AbortSignal,
): Promise<LiveAnswer> {
  if (caller.role === 'provider' && !caller.emailVerified) throw emailNotVerified();
  const targets = await liveTargets(deps.store, caller, input.channel as LiveChannel);
  const parts = input.after ? input.after.split('.') : null;
  const foreign = parts !== null && parts.length !== targets.length;
  const stop = new AbortController();
  const callerGone = () => stop.abort();
  signal?.addEventListener('abort', callerGone);
  try {
    const answers = await Promise.all(
      targets.map(async (target, i) => {
        const after = foreign || parts === null ? null : parts[i]!;
        const answer = await deps.store.watch(target.collection, target.query, { after, timeoutMs: deps.liveHoldMs ?? LIVE_HOLD_MS, signal: stop.signal });
        if (answer.changed) stop.abort();
        return answer;
      }),
    );
    return { cursor: answers.map((a) => a.cursor).join('.'), changed: foreign || answers.some((a) => a.changed) };
  } finally {
    signal?.removeEventListener('abort', callerGone);
    stop.abort();
  }
}
