import type { Caller, Deps } from '../context';
import { newProviderProfile } from '../identity/new-provider-profile';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { quotePdf, type QuotePdf } from '../sending/generate-quote-pdf';
import { getClientVisibleQuote } from '../request-loop/loop-quote';

/**
 * 'Générer le devis' in "Mes Devis": the real PDF, through the provider quotes' renderer, of a quote the
 * client account may read (its requests' quotes, quotes sent to the account). 2 reads.
 */
export async function clientQuotePdf(deps: Deps, caller: Caller, quoteId: string): Promise<QuotePdf> {
  const quote = await getClientVisibleQuote(deps.store, caller.uid, quoteId);
  return quotePdf(deps, quote, async () => {
    const profile = await deps.store.get<ProfileDoc>(PROFILES, quote.user_id);
    return profile ? { ...profile, id: quote.user_id } : newProviderProfile({ uid: quote.user_id, email: '', company_name: '', now: deps.now() });
  });
}
