import type { Writer } from '../../store/port';
import { QUOTES, type QuoteDoc, type QuoteViewMark } from '../quotes/quote-record';
import type { OpenedLink } from './open-link';

/**
 * Marks the quote as opened, in the transaction that records the `view` event. No read: openLink already
 * read the quote, and the mark names the link's version, so a re-send committed in between is not marked
 * (quote-record.ts viewedAt). Only `last_view` is written: never `updated_at`, which the provider sees as the
 * modification date and the send reads as "not edited since" (send-quote.ts). A decided quote is left as is.
 */
export async function markQuoteViewed(writer: Pick<Writer, 'update'>, opened: Pick<OpenedLink, 'quote' | 'link'>, now: Date): Promise<void> {
  if (opened.quote.status !== 'sent') return;
  const last_view: QuoteViewMark = { version: opened.link.version, at: now.toISOString() };
  await writer.update(QUOTES, opened.quote.id, { last_view } satisfies Pick<QuoteDoc, 'last_view'>);
}
