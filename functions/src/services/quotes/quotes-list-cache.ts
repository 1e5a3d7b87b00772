import { parisDay } from '@devis/domain';
import { readChangeStamp } from '../../store/change-stamps';
import type { Store } from '../../store/port';
import { searchFor } from '../lists/search-tokens';
import { listQuotes, type ListQuotesInput } from './list-quotes';
import { QUOTES } from './quote-record';

interface Entry {
  stamp: string;
  today: string;
  /** The answer's JSON, encoded once. */
  answer: Buffer;
}

const MAX_ENTRIES = 200;
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * The quotes list's unfiltered pages (every status, no search: the screen a provider opens, and every page of
 * it), as last answered by this instance, kept while the provider's change stamp and the Paris day stay the
 * same. The stamp is read first (1 read; store/change-stamps.ts): any write to one of the provider's quotes,
 * by any instance, renews it in the same transaction, so an answer served is never older than the store was
 * when the call began. The day is in the key because a sent quote past its validity lists as expired. A miss
 * costs the stamp read on top of the list's own reads. Per instance and bounded (entries and bytes): it only
 * saves work, instances share nothing through it.
 */
export const quotesListCache = {
  enabled: true,
  entries: new Map<string, Entry>(),
  bytes: 0,
  clear() {
    this.entries.clear();
    this.bytes = 0;
  },
};

function keep(key: string, entry: Entry): void {
  const cache = quotesListCache;
  const old = cache.entries.get(key);
  if (old) cache.bytes -= old.answer.length;
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  cache.bytes += entry.answer.length;
  // The oldest first (a Map keeps insertion order; a hit moves its entry to the end).
  for (const [oldest, { answer }] of cache.entries) {
    if (cache.entries.size <= MAX_ENTRIES && cache.bytes <= MAX_BYTES) break;
    cache.entries.delete(oldest);
    cache.bytes -= answer.length;
  }
}

/** GET /api/quotes: the list's answer as JSON bytes, from this instance's cache when the provider's quotes have not changed. */
export async function quotesListJson(deps: { store: Store; now: () => Date }, uid: string, input: ListQuotesInput): Promise<string | Buffer> {
  if (!quotesListCache.enabled || input.status !== 'all' || searchFor(input.search)) {
    return JSON.stringify(await listQuotes(deps, uid, input));
  }
  const stamp = await readChangeStamp(deps.store, QUOTES, uid);
  // One moment for the key and the answer.
  const now = deps.now();
  const today = parisDay(now);
  const key = `${uid}\n${input.limit}\n${input.cursor}`;
  const cached = quotesListCache.entries.get(key);
  if (cached && cached.stamp === stamp && cached.today === today) {
    keep(key, cached);
    return cached.answer;
  }
  const answer = Buffer.from(JSON.stringify(await listQuotes({ store: deps.store, now: () => now }, uid, input)));
  keep(key, { stamp, today, answer });
  return answer;
}
