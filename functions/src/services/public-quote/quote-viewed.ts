import type { Writer } from '../../store/port';
import { QUOTES, type QuoteDoc, type QuoteViewMark } from '../quotes/quote-record';
import type { OpenedLink } from './open-link';

/**
 * Marks the quote as opened, in the transaction that records the `view` event. No read: openLink already
 * read the quote, and the mark names the link's version, so a re-send committed in between is not marked
 * (quote-record.ts viewedAt). Only `last_view` changes: never `updated_at`, which the provider sees as the
 * modification date and the send reads as "not edited since" (send-quote.ts). A decided quote is left as is.
 */
export async function markQuoteViewed(writer: Pick<Writer, 'update'>, opened: Pick<OpenedLink, 'quote' | 'link'>, now: Date): Promise<void> {
  if (opened.quote.status !== 'sent') return;
  const last_view: QuoteViewMark = { version: opened.link.version, at: now.toISOString() };
  // The patch names the owner (unchanged): this transaction did not read the quote, and its owner's change stamp
  // must be renewed (store/change-stamps.ts).
  await writer.update(QUOTES, opened.quote.id, { last_view, user_id: opened.quote.user_id } satisfies Pick<QuoteDoc, 'last_view' | 'user_id'>);
}
