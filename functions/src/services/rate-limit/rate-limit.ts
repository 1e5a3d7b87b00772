import { createHash } from 'node:crypto';
import type { Store, Transaction } from '../../store/port';
import { RateLimitedError } from '../errors';
import { ipLimitKey } from './ip-key';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** A limit: at most `max` calls per key in a window of `windowSeconds`, counted from the key's first call. */
export interface RateLimitRule {
  /** Stable name, part of the stored key, e.g. 'registration-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The key is the caller's IP: counted per IPv4 address, per IPv6 /64 (see ip-key.ts). */
  perIp?: true;
}

/** One rule applied to one key (an IP, an address, a link); a null key (unknown) is not counted. */
export type RateLimitCheck = readonly [rule: RateLimitRule, key: string | null];

/** `rate_limits/{rule}:{hash of key}`: the open window of one key. The key itself is never stored. */
export interface RateLimitDoc {
  rule: string;
  window_start: string;
  count: number;
  /** End of the window: from then on the document is dead (overwritten by the next call, or deleted by the
   *  hourly sweep, jobs/sweep-rate-limits.ts). */
  expires_at: string;
  [key: string]: unknown;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until every spent window lets a call in again; 0 when allowed. */
  retryAfterSeconds: number;
}

export function rateLimitDocId(rule: RateLimitRule, key: string): string {
  const counted = rule.perIp ? ipLimitKey(key) : key;
  return `${rule.name}:${createHash('sha256').update(counted, 'utf8').digest('base64url').slice(0, 32)}`;
}

/**
 * Counts one call against each check inside the caller's transaction: reads every window, then writes the
 * counts, unless one window is spent, in which case nothing is written and the verdict says when to retry.
 * Reads then writes: call it after the transaction's other reads (Firestore's rule).
 */
export async function countCall(tx: Transaction, now: Date, checks: readonly RateLimitCheck[]): Promise<RateLimitVerdict> {
  const live = checks.filter((c): c is readonly [RateLimitRule, string] => c[1] !== null);
  const ids = live.map(([rule, key]) => rateLimitDocId(rule, key));
  const windows = await Promise.all(ids.map((id) => tx.get<RateLimitDoc>(RATE_LIMITS_COLLECTION, id)));
  const t = now.getTime();
  let retryAfterSeconds = 0;
  const next = live.map(([rule], i): RateLimitDoc => {
    const open = windows[i];
    if (open && Date.parse(open.expires_at) > t) {
      if (open.count >= rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((Date.parse(open.expires_at) - t) / 1000));
      return { rule: rule.name, window_start: open.window_start, count: open.count + 1, expires_at: open.expires_at };
    }
    return { rule: rule.name, window_start: now.toISOString(), count: 1, expires_at: new Date(t + rule.windowSeconds * 1000).toISOString() };
  });
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
  await Promise.all(next.map((doc, i) => tx.set(RATE_LIMITS_COLLECTION, ids[i]!, doc)));
  return { allowed: true, retryAfterSeconds: 0 };
}

type LimiterDeps = { store: Store; now: () => Date };

/** Counts one call in its own transaction and answers whether it may go on (nothing thrown). */
export async function tryRateLimits(deps: LimiterDeps, checks: readonly RateLimitCheck[]): Promise<RateLimitVerdict> {
  const now = deps.now();
  return deps.store.runTransaction((tx) => countCall(tx, now, checks));
}

/**
 * Counts one call in its own transaction, before the action it guards; throws RateLimitedError (429,
 * Retry-After) when any window is spent. Use it where attempts can fail (a guessed token still counts).
 */
export async function enforceRateLimits(deps: LimiterDeps, checks: readonly RateLimitCheck[]): Promise<void> {
  const verdict = await tryRateLimits(deps, checks);
  if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds);
}
