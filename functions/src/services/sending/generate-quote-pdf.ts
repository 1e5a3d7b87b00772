import type { Caller, Deps } from '../context';
import { quoteDocument } from '../../pdf/quote-document';
import { renderPdf } from '../../pdf/render-pdf';
import { getOwnQuote } from '../quotes/quote-record';
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
  const fileName = pdfFileName(quote.quote_number);
  const versionNumber = quote.decision?.version ?? quote.version ?? 0;
  if (quote.status !== 'draft' && versionNumber > 0) {
    const version = await deps.store.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quote.id, versionNumber));
    if (version) return { fileName, bytes: await storedVersionPdf(deps.files, version) };
  }
  const profile = await deps.store.runTransaction((tx) => ensureProfile(tx, caller, deps.now()));
  const bytes = await renderPdf(
    quoteDocument({
      quote: quoteSnapshot(quote, quote.valid_until),
      provider: providerSnapshot(profile),
      logo: await logoFor(profile, deps.files),
      createdAt: deps.now(),
    }),
  );
  return { fileName, bytes };
}
