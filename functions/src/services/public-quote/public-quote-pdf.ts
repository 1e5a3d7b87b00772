import type { Deps } from '../context';
import { pdfFileName, renderVersionPdf } from '../sending/quote-version';
import { openLink } from './open-link';
import type { QuotePdf } from '../sending/generate-quote-pdf';

/** The PDF of the link's version: the same bytes as the email attachment, whose SHA-256 acceptance records. */
export async function publicQuotePdf(deps: Pick<Deps, 'store'>, publicId: string, token: string | undefined, options: { tokenOptional?: boolean } = {}): Promise<QuotePdf> {
  const { version } = await openLink(deps.store, publicId, token, options);
  return { fileName: pdfFileName(version.quote.quote_number), bytes: await renderVersionPdf(version) };
}
