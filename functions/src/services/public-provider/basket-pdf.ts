import type { Deps } from '../context';
import { sha256Hex } from '../../pdf/render-pdf';
import { QUOTE_VERSIONS, pdfFileName, quoteVersionId, renderVersionPdf, type QuoteVersionDoc } from '../sending/quote-version';
import type { QuotePdf } from '../sending/generate-quote-pdf';

/**
 * A basket quote's PDF: the same renderer and frozen version as every sent quote (same bytes at each
 * render). Its SHA-256 is recorded once known; a failed record is only logged (the next render retries).
 */
export async function renderBasketPdf(deps: Pick<Deps, 'store'>, version: QuoteVersionDoc): Promise<QuotePdf> {
  const bytes = await renderVersionPdf(version);
  const sha = sha256Hex(bytes);
  if (version.pdf_sha256 !== sha) {
    try {
      await deps.store.update(QUOTE_VERSIONS, quoteVersionId(version.quote_id, version.version), { pdf_sha256: sha });
    } catch (error) {
      console.error(JSON.stringify({ severity: 'WARNING', message: 'basket pdf_sha256 not recorded', quoteId: version.quote_id, error: String(error) }));
    }
  }
  return { fileName: pdfFileName(version.quote.quote_number), bytes };
}
