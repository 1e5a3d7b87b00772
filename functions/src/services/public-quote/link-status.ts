import { effectiveStatus, type QuoteStatus } from '@devis/domain';
import type { QuoteDoc } from '../quotes/quote-record';
import type { QuoteVersionDoc } from '../sending/quote-version';

/**
 * The status a public link shows and decides on: the quote's, but with the validity of the version that
 * was sent (the PDF the client holds), never a date edited on the quote since.
 */
export function linkStatus(quote: Pick<QuoteDoc, 'status'>, version: Pick<QuoteVersionDoc, 'quote'>, now: Date): QuoteStatus {
  return effectiveStatus({ status: quote.status, valid_until: version.quote.valid_until }, now);
}
