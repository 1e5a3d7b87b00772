import { copyTitle, copyValidUntil, parisDay, withVatFranchise, type Quote } from '@devis/domain';
import type { Store } from '../../store/port';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import { QUOTES, getOwnQuote, toQuote } from './quote-record';
import { buildLines } from './quote-content';
import { newQuoteDoc } from './new-quote-doc';
import { providerVatFranchise } from './provider-vat-franchise';

/** A new draft with a new number, the same client and lines, dated today (domain `quote-copy`). */
export async function duplicateQuote(deps: { store: Store; now: () => Date }, uid: string, id: string, title: string | null): Promise<Quote> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const source = await getOwnQuote(tx, uid, id);
    // Reads come before the numbering's writes.
    const vatFranchise = await providerVatFranchise(tx, uid);
    const quote_number = await nextQuoteNumber(tx, uid, now, 'provider');
    const today = parisDay(now);
    const doc = newQuoteDoc({
      uid,
      quote_number,
      title: title ?? copyTitle(source),
      quote_date: today,
      valid_until: copyValidUntil(source, today),
      notes: source.notes ?? null,
      client_id: source.client_id,
      client: source.client,
      client_account_id: source.client_account_id,
      lines: buildLines(withVatFranchise(source.lines, vatFranchise)),
      vat_franchise: vatFranchise,
      now,
    });
    const newId = await tx.create(QUOTES, doc);
    return toQuote({ ...doc, id: newId }, now);
  });
}
