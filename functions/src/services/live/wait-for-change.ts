import { emailNotVerified } from '../errors';
import type { LiveAnswer, LiveQuery, LiveChannel } from '@devis/domain';
import type { Store, WatchResult } from '../../store/port';
import type { Caller } from '../context';
import { liveTargets, type LiveTarget } from './live-targets';

/** How long a request is held when nothing changes: well under Hosting's 60 s rewrite limit. */
export const LIVE_HOLD_MS = 25_000;

/**
 * GET /api/live: holds the request until one of the channel's watched queries changes after `after`, or
 * `holdMs`, or the caller goes away (`signal`). One watch per query; the first that changes stops the
 * others. The cursor joins the queries' cursors; a cursor of another shape (the channel's queries changed
 * with a deploy) answers changed at once, with the current cursor. Without `after` the answer also says how
 * long ago the newest watched document changed (see lastChangeAgeMs). Nothing is kept between calls.
 */
export async function waitForChange(
  deps: { store: Store; now: () => Date; liveHoldMs?: number },
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
    const answer: LiveAnswer = { cursor: answers.map((a) => a.cursor).join('.'), changed: foreign || answers.some((a) => a.changed) };
    if (parts === null) answer.last_change_age_ms = lastChangeAgeMs(targets, answers, deps.now());
    return answer;
  } finally {
    signal?.removeEventListener('abort', callerGone);
    stop.abort();
  }
}

/**
 * How long before `now` the newest of the watched documents was written (its ordering field: `updated_at`, `at`
 * or `created_at`), null when none is. The screen read its data before this answer; a change after that read
 * would never move the cursor it is given, so the screen compares this with its data's age. The server's
 * clock on both sides: the browser's clock may be off. Costs no read: the watch already holds the documents.
 */
function lastChangeAgeMs(targets: LiveTarget[], answers: WatchResult[], now: Date): number | null {
  const times = answers.flatMap((answer, i) => {
    const field = targets[i]!.query.orderBy?.[0]?.field;
    const value = field ? answer.docs?.[0]?.[field] : undefined;
    const at = typeof value === 'string' ? Date.parse(value) : NaN;
    return Number.isNaN(at) ? [] : [at];
  });
  return times.length ? Math.max(0, now.getTime() - Math.max(...times)) : null;
}
