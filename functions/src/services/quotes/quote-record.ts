import { effectiveStatus, type Quote, type QuoteSummary } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import { searchTokens } from '../lists/search-tokens';

export const QUOTES = 'quotes';

/**
 * A quote as stored: the API shape without its id, plus `search_tokens` (of its number, client company and
 * title: ../lists/search-tokens.ts) so that the list search is one indexed query. Quotes stored before
 * them may still hold a `search_text`, never shown.
 */
export type QuoteDoc = Omit<Quote, 'id'> & { search_tokens?: string[]; search_text?: string };

export const quoteNotFound = () => new NotFoundError('Devis introuvable');

/** The caller's quote, or 404 when it is missing or belongs to another provider. */
export async function getOwnQuote(reader: Reader, uid: string, id: string): Promise<WithId<QuoteDoc>> {
  const doc = await reader.get<QuoteDoc>(QUOTES, id);
  if (!doc || doc.user_id !== uid) throw quoteNotFound();
  return doc;
}

type Searched = Pick<Quote, 'quote_number' | 'title' | 'client'>;

/** What a quote is searched by: its number, its client's company, its title. */
export function quoteSearchedFields(q: Searched): (string | null | undefined)[] {
  return [q.quote_number, q.client?.company_name, q.title];
}

/** Every write of a quote's number, client or title stores these with it (create, update, duplicate, decision). */
export function quoteSearchFields(q: Searched): { search_tokens: string[] } {
  return { search_tokens: searchTokens(quoteSearchedFields(q)) };
}

/** What readers see: the effective status (a sent quote past validity reads as expired). */
export function toQuote(doc: WithId<QuoteDoc>, now: Date): Quote {
  const { search_tokens: _tokens, search_text: _text, ...quote } = doc;
  // Quotes stored before the public page existed lack its two fields.
  return { ...quote, from_public_page: quote.from_public_page ?? false, visitor_email: quote.visitor_email ?? null, status: effectiveStatus(quote, now) };
}

export function toQuoteSummary(doc: WithId<QuoteDoc>, now: Date): QuoteSummary {
  const { lines: _lines, ...summary } = toQuote(doc, now);
  return summary;
}
