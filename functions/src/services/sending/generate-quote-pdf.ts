import type { ProviderProfile } from '@devis/domain';
import type { Caller, Deps } from '../context';
import type { WithId } from '../../store/port';
import { quoteDocument } from '../../pdf/quote-document';
import { renderPdf } from '../../pdf/render-pdf';
import { getOwnQuote, type QuoteDoc } from '../quotes/quote-record';
import { ensureProfile } from '../profile/profile-record';
import { QUOTE_VERSIONS, logoFor, pdfFileName, providerSnapshot, quoteSnapshot, quoteVersionId, storedVersionPdf, type QuoteVersionDoc } from './quote-version';

export interface QuotePdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * The provider's PDF. Once sent, it is the document the client has (the current version, or the version
 * that was decided), byte for byte; a draft renders its live content with today's profile as a preview.
 */
export async function generateQuotePdf(deps: Deps, caller: Caller, quoteId: string): Promise<QuotePdf> {
  const quote = await getOwnQuote(deps.store, caller.uid, quoteId);
  return quotePdf(deps, quote, () => deps.store.runTransaction((tx) => ensureProfile(tx, caller, deps.now())));
}

/**
 * A quote's PDF for whoever may read it (the provider, or the client account it was sent to): the sent
 * version when there is one, else its content with the provider's profile. A quote of the request loop
 * that both parties settled is dated by its last change, so every download gives the same bytes.
 */
export async function quotePdf(deps: Pick<Deps, 'store' | 'files' | 'now'>, quote: WithId<QuoteDoc>, loadProfile: () => Promise<ProviderProfile>): Promise<QuotePdf> {
  const fileName = pdfFileName(quote.quote_number);
  const versionNumber = quote.decision?.version ?? quote.version ?? 0;
  if (quote.status !== 'draft' && versionNumber > 0) {
    const version = await deps.store.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quote.id, versionNumber));
    if (version) return { fileName, bytes: await storedVersionPdf(deps.files, version) };
  }
  const profile = await loadProfile();
  const settled = quote.from_client_request && (quote.status === 'accepted' || quote.status === 'rejected');
  const bytes = await renderPdf(
    quoteDocument({
      quote: quoteSnapshot(quote, quote.valid_until),
      provider: providerSnapshot(profile),
      logo: await logoFor(profile, deps.files),
      createdAt: settled ? new Date(quote.updated_at) : deps.now(),
    }),
  );
  return { fileName, bytes };
}
