import { parisDay, type QuoteClientSnapshot, type QuoteLine } from '@devis/domain';
import { quoteSearchFields, type QuoteDoc } from './quote-record';
import { totalsOf } from './quote-content';

/** A fresh draft: number assigned by the caller's transaction, no send, no decision. */
export function newQuoteDoc(input: {
  uid: string;
  quote_number: string;
  title: string | null;
  quote_date: string | null;
  valid_until: string | null;
  notes: string | null;
  client_id: string | null;
  client: QuoteClientSnapshot | null;
  client_account_id: string | null;
  lines: QuoteLine[];
  /** Whether the lines were written under the VAT franchise (already at 0 %). */
  vat_franchise: boolean;
  now: Date;
}): QuoteDoc {
  const at = input.now.toISOString();
  const doc: QuoteDoc = {
    user_id: input.uid,
    quote_number: input.quote_number,
    title: input.title,
    quote_date: input.quote_date ?? parisDay(input.now),
    valid_until: input.valid_until,
    status: 'draft',
    notes: input.notes,
    client_id: input.client_id,
    client: input.client,
    lines: input.lines,
    ...totalsOf(input.lines),
    vat_franchise: input.vat_franchise,
    version: 0,
    sent_at: null,
    public_id: null,
    decision: null,
    client_created: false,
    provider_status: null,
    provider_message: null,
    from_client_request: false,
    from_public_page: false,
    visitor_email: null,
    quote_request_id: null,
    client_account_id: input.client_account_id,
    created_at: at,
    updated_at: at,
  };
  return { ...doc, ...quoteSearchFields(doc) };
}
