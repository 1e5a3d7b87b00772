import { effectiveStatus, normalizeProviderStatus, type QuoteReview } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { toQuote } from '../quotes/quote-record';
import { getOwnClientCreatedQuote } from '../request-loop/loop-quote';
import { QUOTE_REQUESTS, toQuoteRequest, type QuoteRequestDoc } from '../request-loop/loop-records';

/**
 * The review page (spec 001 "Quote review"): the provider's own client-created quote, its request and the
 * requester. Another provider's quote, or one that is not client-created, is a 404 'Devis introuvable'.
 * 2 reads.
 */
export async function getReview(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, quoteId: string): Promise<QuoteReview> {
  const now = deps.now();
  const quote = await getOwnClientCreatedQuote(deps.store, caller.uid, quoteId);
  const request = quote.quote_request_id ? await deps.store.get<QuoteRequestDoc>(QUOTE_REQUESTS, quote.quote_request_id) : null;
  const requester = request?.client ?? {
    account_id: quote.client_account_id ?? '',
    name: quote.client?.contact_name ?? quote.client?.company_name ?? 'Client',
    company_name: quote.client?.company_name ?? null,
    email: quote.client?.email ?? '',
  };
  return {
    quote: toQuote(quote, now),
    request: request ? toQuoteRequest(request) : null,
    requester,
    can_answer: normalizeProviderStatus(quote.provider_status) === 'pending' && effectiveStatus(quote, now) === 'sent',
    client_decision: quote.client_decision ?? null,
  };
}
