import { effectiveStatus, parisDay, quoteActions, requestLoopConflicts, withVatFranchise, type Quote, type QuoteInput } from '@devis/domain';
import type { Store } from '../../store/port';
import { ConflictError } from '../errors';
import { QUOTES, getOwnQuote, quoteSearchFields, toQuote, type QuoteDoc } from './quote-record';
import { buildLines, clientSnapshot, totalsOf } from './quote-content';
import { clientForQuote } from './quote-client';
import { providerVatFranchise } from './provider-vat-franchise';

export const QUOTE_LOCKED_MESSAGE = 'Ce devis ne peut plus être modifié';

/**
 * Replaces the content of a draft or sent quote. A sent quote stays sent (same version, link and validity)
 * until it is sent again; accepted, rejected and expired quotes are locked. Lines carry no VAT under the
 * franchise.
 */
export async function updateQuote(deps: { store: Store; now: () => Date }, uid: string, id: string, input: QuoteInput): Promise<Quote> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await getOwnQuote(tx, uid, id);
    if (!quoteActions.canEdit(effectiveStatus(existing, now))) throw new ConflictError(QUOTE_LOCKED_MESSAGE);
    // A client's quote changes only through a counter-proposal, which the client then accepts or refuses.
    if (existing.from_client_request || existing.client_created) throw new ConflictError(requestLoopConflicts.clientQuoteLocked);
    const client = await clientForQuote(tx, uid, input.client_id);
    const vatFranchise = await providerVatFranchise(tx, uid);
    const lines = buildLines(withVatFranchise(input.lines, vatFranchise));
    const { id: _id, search_text: _legacy, ...rest } = existing;
    const doc: QuoteDoc = {
      ...rest,
      title: input.title,
      quote_date: input.quote_date ?? existing.quote_date ?? parisDay(now),
      // A sent quote keeps the validity it was sent with (the client's PDF says so) until it is sent again,
      // where the send dialog picks the new one. A draft takes what is typed.
      valid_until: existing.status === 'sent' ? existing.valid_until : input.valid_until,
      notes: input.notes,
      client_id: client.id,
      client: clientSnapshot(client),
      ...accountLink(existing, client),
      lines,
      ...totalsOf(lines),
      vat_franchise: vatFranchise,
      updated_at: editedAt(now, existing.sent_at),
    };
    Object.assign(doc, quoteSearchFields(doc));
    await tx.set(QUOTES, id, doc);
    return toQuote({ ...doc, id }, now);
  });
}

/**
 * The client account the quote belongs to follows its client row: another client means another account (or
 * none), and the quote leaves the previous account's portal until it is sent to the new one. The same row
 * keeps a link it already had.
 */
function accountLink(existing: QuoteDoc, client: { id: string; client_account_id: string | null }): Pick<QuoteDoc, 'client_account_id'> & { shared_with_client_account?: boolean } {
  const account = client.id === existing.client_id ? (client.client_account_id ?? existing.client_account_id) : client.client_account_id;
  return account === existing.client_account_id ? { client_account_id: account } : { client_account_id: account, shared_with_client_account: false };
}

/** Never equal to sent_at: the send service reads updated_at === sent_at as "not edited since the send". */
function editedAt(now: Date, sentAt: string | null | undefined): string {
  const at = now.toISOString();
  return at === sentAt ? new Date(now.getTime() + 1).toISOString() : at;
}
