import { withVatFranchise, type Quote, type QuoteInput } from '@devis/domain';
import type { Store } from '../../store/port';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import { QUOTES, toQuote } from './quote-record';
import { buildLines, clientSnapshot } from './quote-content';
import { clientForQuote } from './quote-client';
import { newQuoteDoc } from './new-quote-doc';
import { providerVatFranchise } from './provider-vat-franchise';

/**
 * A new draft: lines and totals computed here (no VAT under the franchise), client copied, number assigned
 * in the same transaction.
 */
export async function createQuote(deps: { store: Store; now: () => Date }, uid: string, input: QuoteInput): Promise<Quote> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const client = await clientForQuote(tx, uid, input.client_id);
    // Reads come before the numbering's writes.
    const vatFranchise = await providerVatFranchise(tx, uid);
    const quote_number = await nextQuoteNumber(tx, uid, now, 'provider');
    const doc = newQuoteDoc({
      uid,
      quote_number,
      title: input.title,
      quote_date: input.quote_date,
      valid_until: input.valid_until,
      notes: input.notes,
      client_id: client.id,
      client: clientSnapshot(client),
      client_account_id: client.client_account_id,
      lines: buildLines(withVatFranchise(input.lines, vatFranchise)),
      vat_franchise: vatFranchise,
      now,
    });
    const id = await tx.create(QUOTES, doc);
    return toQuote({ ...doc, id }, now);
  });
}
