import type { Deps } from '../context';
import {
  QUOTE_VERSIONS,
  pdfFileName,
  quoteVersionId,
  renderVersionPdf,
  storeVersionPdf,
  storedVersionPdf,
  type QuoteVersionDoc,
} from '../sending/quote-version';
import type { QuotePdf } from '../sending/generate-quote-pdf';

/**
 * A basket quote's PDF, kept like every sent version's (a private file named by its SHA-256, then served as
 * stored). The quote is numbered and frozen in one transaction and rendered right after it, so the first
 * call renders, stores and records the SHA-256 on the version; later calls serve the stored bytes. A failed
 * record is only logged: the next call renders again (same bytes).
 */
export async function basketPdf(deps: Pick<Deps, 'store' | 'files'>, version: QuoteVersionDoc): Promise<QuotePdf> {
  const fileName = pdfFileName(version.quote.quote_number);
  if (version.pdf_sha256) return { fileName, bytes: await storedVersionPdf(deps.files, version) };
  const bytes = await renderVersionPdf(version);
  const sha256 = await storeVersionPdf(deps.files, bytes);
  try {
    await deps.store.update(QUOTE_VERSIONS, quoteVersionId(version.quote_id, version.version), { pdf_sha256: sha256 });
  } catch (error) {
    console.error(JSON.stringify({ severity: 'WARNING', message: 'basket pdf_sha256 not recorded', quoteId: version.quote_id, error: String(error) }));
  }
  return { fileName, bytes };
}
