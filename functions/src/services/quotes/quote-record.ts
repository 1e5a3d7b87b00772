import { effectiveStatus, searchText, type Quote, type QuoteSummary } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';

export const QUOTES = 'quotes';

/**
 * A quote as stored: the API shape without its id, plus `search_text` (number, client company and title,
 * normalized) so that the list search needs no join.
 */
export type QuoteDoc = Omit<Quote, 'id'> & { search_text?: string };

export const quoteNotFound = () => new NotFoundError('Devis introuvable');

/** The caller's quote, or 404 when it is missing or belongs to another provider. */
export async function getOwnQuote(reader: Reader, uid: string, id: string): Promise<WithId<QuoteDoc>> {
  const doc = await reader.get<QuoteDoc>(QUOTES, id);
  if (!doc || doc.user_id !== uid) throw quoteNotFound();
  return doc;
}

export function quoteSearchText(q: Pick<Quote, 'quote_number' | 'title' | 'client'>): string {
  return searchText([q.quote_number, q.client?.company_name, q.title]);
}

/** What readers see: the effective status (a sent quote past validity reads as expired). */
export function toQuote(doc: WithId<QuoteDoc>, now: Date): Quote {
  const { search_text: _search, ...quote } = doc;
  // Quotes stored before the public page existed lack its two fields.
  return { ...quote, from_public_page: quote.from_public_page ?? false, visitor_email: quote.visitor_email ?? null, status: effectiveStatus(quote, now) };
}

export function toQuoteSummary(doc: WithId<QuoteDoc>, now: Date): QuoteSummary {
  const { lines: _lines, ...summary } = toQuote(doc, now);
  return summary;
}
