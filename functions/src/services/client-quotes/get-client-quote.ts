import { effectiveStatus, normalizeProviderStatus, type ClientQuoteDetail } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { getClientVisibleQuote } from '../request-loop/loop-quote';
import { readShownVersion } from './sent-version';

/**
 * The modification dialog (spec 001 "Modification dialog"): the provider's version (dates, totals,
 * message, lines) and the client's own version to compare. Another account's quote is a 404.
 * A quote sent to the account shows its content as sent (the sent or decided version, as its PDF and public
 * link do), never the provider's edits since; its status and decision are the quote's, live. Reads: the
 * quote, then the provider's profile and, for a quote sent to the account, its version (2, or 3).
 */
export async function getClientQuote(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, quoteId: string): Promise<ClientQuoteDetail> {
  const now = deps.now();
  const quote = await getClientVisibleQuote(deps.store, caller.uid, quoteId);
  const [profile, version] = await Promise.all([deps.store.get<ProfileDoc>(PROFILES, quote.user_id), readShownVersion(deps.store, quote)]);
  // A version missing (never expected: the send writes it with the quote's version) falls back to the quote.
  const content = version?.quote ?? quote;
  const status = effectiveStatus({ status: quote.status, valid_until: content.valid_until }, now);
  const providerStatus = quote.provider_status == null ? null : normalizeProviderStatus(quote.provider_status);
  return {
    id: quote.id,
    quote_number: quote.quote_number,
    title: content.title,
    quote_date: content.quote_date,
    valid_until: content.valid_until,
    status,
    provider_status: providerStatus,
    provider_message: quote.provider_message ?? null,
    provider_response_date: quote.provider_response_date ?? null,
    provider: { user_id: quote.user_id, company_name: profile?.company_name ?? '', logo_url: profile?.logo_url ?? profile?.avatar_url ?? null },
    lines: content.lines,
    total_ht: content.total_ht,
    total_tva: content.total_tva,
    total_ttc: content.total_ttc,
    // Quotes stored before the flag existed were written with VAT; a sent version carries the provider's, as sent.
    vat_franchise: version?.provider.vat_franchise ?? quote.vat_franchise ?? false,
    original: quote.client_version ?? null,
    proposal: quote.proposal ?? null,
    client_decision: quote.client_decision ?? null,
    can_decide: providerStatus === 'modified' && status === 'sent',
  };
}
