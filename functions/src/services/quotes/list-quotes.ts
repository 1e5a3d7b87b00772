import * as yup from 'yup';
import { matchesSearch, normalizeSearch, QUOTE_STATUSES, text, type QuoteList } from '@devis/domain';
import type { Query, Store, Where, WithId } from '../../store/port';
import { InvalidInputError } from '../errors';
import { expireQuotes } from '../../jobs/expire-quotes';
import { QUOTES, quoteSearchText, toQuoteSummary, type QuoteDoc } from './quote-record';

export const QUOTES_PAGE_DEFAULT = 50;
export const QUOTES_PAGE_MAX = 100;

export const listQuotesSchema = yup.object({
  search: text('Recherche invalide').max(200, 'Recherche trop longue').default(''),
  status: yup
    .string()
    .typeError('Statut inconnu')
    .oneOf(['all', ...QUOTE_STATUSES], 'Statut inconnu')
    .default('all'),
  limit: yup.number().typeError('Limite invalide').integer('Limite invalide').min(1, 'Limite invalide').max(QUOTES_PAGE_MAX, 'Limite invalide').default(QUOTES_PAGE_DEFAULT),
  cursor: yup.string().typeError('Curseur de pagination invalide').max(200, 'Curseur de pagination invalide').default(''),
});
export type ListQuotesInput = yup.InferType<typeof listQuotesSchema>;

/** The cursor is an opaque position in the newest-first order. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  if (!cursor) return 0;
  try {
    const o = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    if (typeof o === 'number' && Number.isSafeInteger(o) && o >= 0) return o;
  } catch {
    // answered below
  }
  throw new InvalidInputError('Curseur de pagination invalide', { cursor: 'Curseur de pagination invalide' });
}

/** Ties (same instant) fall back to the document id, as in Firestore; the (user_id, created_at) index serves it. */
const NEWEST_FIRST: Query['orderBy'] = [{ field: 'created_at', direction: 'desc' }];

/**
 * Search reads only each quote's `search_text` (not its lines), then the documents of the page.
 * A quote deleted between the two reads is left out of the page.
 */
async function searchPage(store: Store, where: Where[], search: string, offset: number, count: number): Promise<[WithId<QuoteDoc>[], number]> {
  const texts = await store.query<Pick<QuoteDoc, 'search_text'>>(QUOTES, { where, orderBy: NEWEST_FIRST, select: ['search_text'] });
  // Quotes stored before search_text existed are read whole, once, to build it.
  const legacy = await Promise.all(texts.map((q) => (q.search_text === undefined ? store.get<QuoteDoc>(QUOTES, q.id) : null)));
  const matched = texts.filter((q, i) => {
    const old = legacy[i];
    const text = q.search_text ?? (old ? quoteSearchText(old) : '');
    return matchesSearch(text, search);
  });
  const docs = await Promise.all(matched.slice(offset, offset + count).map((q) => store.get<QuoteDoc>(QUOTES, q.id)));
  return [docs.filter((doc): doc is WithId<QuoteDoc> => doc !== null), matched.length];
}

/**
 * The provider's quotes, newest first. Expiry runs first so that stored and effective statuses agree and
 * the status filter can be a store query. Search (number, client company, title; case and accents
 * ignored) scans the provider's `search_text` fields.
 */
export async function listQuotes(deps: { store: Store; now: () => Date }, uid: string, input: ListQuotesInput): Promise<QuoteList> {
  await expireQuotes(deps, { userId: uid });
  const now = deps.now();
  const where: Where[] = [['user_id', '==', uid]];
  if (input.status !== 'all') where.push(['status', '==', input.status]);
  const offset = decodeCursor(input.cursor);
  const limit = input.limit;

  let page: WithId<QuoteDoc>[];
  let total: number;
  if (normalizeSearch(input.search) === '') {
    [page, total] = await Promise.all([
      deps.store.query<QuoteDoc>(QUOTES, { where, orderBy: NEWEST_FIRST, limit: limit + 1, offset }),
      deps.store.count(QUOTES, { where }),
    ]);
  } else {
    [page, total] = await searchPage(deps.store, where, input.search, offset, limit + 1);
  }
  const hasMore = page.length > limit;
  return {
    items: page.slice(0, limit).map((q) => toQuoteSummary(q, now)),
    nextCursor: hasMore ? encodeCursor(offset + limit) : null,
    total,
  };
}
