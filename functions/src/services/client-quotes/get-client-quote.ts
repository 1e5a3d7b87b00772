import { effectiveStatus, normalizeProviderStatus, type ClientQuoteDetail } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { getClientVisibleQuote } from '../request-loop/loop-quote';

/**
 * The modification dialog (spec 001 "Modification dialog"): the provider's version (dates, totals,
 * message, lines) and the client's own version to compare. Another account's quote is a 404. 2 reads.
 */
export async function getClientQuote(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, quoteId: string): Promise<ClientQuoteDetail> {
  const now = deps.now();
  const quote = await getClientVisibleQuote(deps.store, caller.uid, quoteId);
  const profile = await deps.store.get<ProfileDoc>(PROFILES, quote.user_id);
  const status = effectiveStatus(quote, now);
  const providerStatus = quote.provider_status == null ? null : normalizeProviderStatus(quote.provider_status);
  return {
    id: quote.id,
    quote_number: quote.quote_number,
    title: quote.title,
    quote_date: quote.quote_date,
    valid_until: quote.valid_until,
    status,
    provider_status: providerStatus,
    provider_message: quote.provider_message ?? null,
    provider_response_date: quote.provider_response_date ?? null,
    provider: { user_id: quote.user_id, company_name: profile?.company_name ?? '', logo_url: profile?.logo_url ?? profile?.avatar_url ?? null },
    lines: quote.lines,
    total_ht: quote.total_ht,
    total_tva: quote.total_tva,
    total_ttc: quote.total_ttc,
    // Quotes stored before the flag existed were written with VAT.
    vat_franchise: quote.vat_franchise ?? false,
    original: quote.client_version ?? null,
    proposal: quote.proposal ?? null,
    client_decision: quote.client_decision ?? null,
    can_decide: providerStatus === 'modified' && status === 'sent',
  };
}
