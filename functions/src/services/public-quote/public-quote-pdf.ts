import type { Deps } from '../context';
import { pdfFileName, storedVersionPdf } from '../sending/quote-version';
import { openLink } from './open-link';
import type { QuotePdf } from '../sending/generate-quote-pdf';

/** The PDF of the link's version: the bytes stored at send time (the email attachment), whose SHA-256 acceptance records. */
export async function publicQuotePdf(deps: Pick<Deps, 'store' | 'files'>, publicId: string, token: string | undefined, options: { shared?: boolean } = {}): Promise<QuotePdf> {
  const { version } = await openLink(deps.store, publicId, token, options);
  return { fileName: pdfFileName(version.quote.quote_number), bytes: await storedVersionPdf(deps.files, version) };
}
