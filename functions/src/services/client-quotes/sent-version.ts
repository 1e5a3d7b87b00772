import type { Reader, WithId } from '../../store/port';
import type { LoopQuoteDoc } from '../request-loop/loop-records';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';

/**
 * What a card of "Mes Devis" shows of a quote sent to the account: its sent version's title, total and
 * number of lines, stored on the quote by the send (`sent_summary`), so the list reads no version.
 */
export interface SentSummary {
  title: string | null;
  total_ttc: number;
  line_count: number;
}

export type SharedQuoteDoc = LoopQuoteDoc & { sent_summary?: SentSummary | null };

export function sentSummary(sent: Pick<QuoteVersionDoc['quote'], 'title' | 'total_ttc' | 'lines'>): SentSummary {
  return { title: sent.title, total_ttc: sent.total_ttc, line_count: sent.lines.length };
}

/**
 * The version a client account sees of a quote sent to it: the one sent (or decided), never the provider's
 * edits since, which stay private until sent again, as for the PDF and the public link. Null for the
 * request loop's quotes: they change only by counter-proposal, which the client is meant to see at once.
 */
export function shownVersion(quote: Pick<LoopQuoteDoc, 'from_client_request' | 'client_created' | 'version' | 'decision'>): number | null {
  if (quote.from_client_request || quote.client_created) return null;
  const version = quote.decision?.version ?? quote.version ?? 0;
  return version > 0 ? version : null;
}

/** The sent version the client sees (1 read), or null when it sees the quote itself (see shownVersion). */
export async function readShownVersion(reader: Reader, quote: WithId<LoopQuoteDoc>): Promise<QuoteVersionDoc | null> {
  const version = shownVersion(quote);
  return version === null ? null : reader.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quote.id, version));
}
