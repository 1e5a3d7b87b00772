import { effectiveStatus, effectiveStatusOn, type Quote, type QuoteSummary } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import { searchTokens } from '../lists/search-tokens';

export const QUOTES = 'quotes';

/**
 * The last opening of a public link, with the version it opened: a view that commits after a re-send names
 * the older version, so it never marks the new one (the view's transaction writes without re-reading).
 */
export interface QuoteViewMark {
  version: number;
  at: string;
}

/**
 * A quote as stored: the API shape without its id, plus `search_tokens` (of its number, client company and
 * title: ../lists/search-tokens.ts) so that the list search is one indexed query. Quotes stored before
 * them may still hold a `search_text`, never shown; `vat_franchise` is missing on quotes stored before it.
 * `last_view` is stored; readers get `viewed_at` from it (absent on quotes never opened). A send stores
 * `chat_thread` (its recipient's public chat) and `sent_summary` (what the client's list shows): neither is
 * the provider's to see.
 */
export type QuoteDoc = Omit<Quote, 'id' | 'vat_franchise' | 'viewed_at'> & {
  search_tokens?: string[];
  search_text?: string;
  vat_franchise?: boolean;
  last_view?: QuoteViewMark | null;
  chat_thread?: unknown;
  sent_summary?: unknown;
};

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

/**
 * What readers see: the effective status (a sent quote past validity reads as expired). Quotes stored
 * before `vat_franchise` existed read as written with VAT.
 */
export function toQuote(doc: WithId<QuoteDoc>, now: Date): Quote {
  const { search_tokens: _tokens, search_text: _text, last_view: _view, chat_thread: _thread, sent_summary: _summary, ...quote } = doc;
  // Quotes stored before the public page (or the VAT franchise flag) existed lack those fields.
  return {
    ...quote,
    from_public_page: quote.from_public_page ?? false,
    visitor_email: quote.visitor_email ?? null,
    vat_franchise: quote.vat_franchise ?? false,
    status: effectiveStatus(quote, now),
    viewed_at: viewedAt(doc),
  };
}

/** When the client last opened the current version's link, or null (a re-send starts a version unviewed). */
export function viewedAt(doc: Pick<QuoteDoc, 'version' | 'last_view'>): string | null {
  const view = doc.last_view;
  return view && view.version === doc.version ? view.at : null;
}

/**
 * The stored fields a list item is made of: lists read only these (the store's select), so they neither
 * read nor parse the lines, and Firestore sends less. Each is billed as one read all the same.
 */
export const QUOTE_SUMMARY_FIELDS = [
  'quote_number',
  'title',
  'status',
  'quote_date',
  'valid_until',
  'total_ht',
  'total_ttc',
  'client_id',
  'client',
  'sent_at',
  'from_public_page',
  'client_created',
  'from_client_request',
  'provider_status',
  // 'Relance envoyée le …' on the card (the reminder of the current version).
  'version',
  'reminder',
  'reminder_due_on',
  // 'Consulté le …' on a sent quote's card.
  'last_view',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof QuoteDoc)[];

export type QuoteSummaryDoc = Pick<QuoteDoc, (typeof QUOTE_SUMMARY_FIELDS)[number]>;

/** A list item, with its effective status on the Paris day `today` (computed once per list: parisDay(now)). */
export function toQuoteSummary(doc: WithId<QuoteSummaryDoc>, today: string): QuoteSummary {
  return {
    id: doc.id,
    quote_number: doc.quote_number,
    title: doc.title,
    status: effectiveStatusOn(doc, today),
    quote_date: doc.quote_date,
    valid_until: doc.valid_until,
    total_ht: doc.total_ht,
    total_ttc: doc.total_ttc,
    client_id: doc.client_id,
    client: doc.client ? { company_name: doc.client.company_name } : null,
    sent_at: doc.sent_at,
    // Quotes stored before the public page existed lack it.
    from_public_page: doc.from_public_page ?? false,
    // The request loop's badge and locks (issue 9); older quotes lack the fields.
    client_created: doc.client_created ?? false,
    from_client_request: doc.from_client_request ?? false,
    provider_status: doc.provider_status ?? null,
    version: doc.version,
    reminder: doc.reminder ?? null,
    reminder_due_on: doc.reminder_due_on ?? null,
    viewed_at: viewedAt(doc),
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}
