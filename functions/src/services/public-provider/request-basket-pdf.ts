import { normalizePublicEmail, type RequestPdfInput } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { QUOTES, quoteSearchFields, type QuoteDoc } from '../quotes/quote-record';
import { staleLink } from '../public-quote/open-link';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';
import type { QuotePdf } from '../sending/generate-quote-pdf';
import { emailRequired } from './public-page';
import { emailInvalid } from './pre-access-email';
import { openVisitorQuote } from './visitor-quote';
import { visitorClient } from './visitor-client';
import { basketPdf } from './basket-pdf';
import { visitorEmailMail } from './basket-quote-mail';
import type { Visitor } from './visitor';

export interface BasketPdfResult {
  pdf: QuotePdf;
  /** An email this call learnt for the page (the HTTP layer remembers it in the visitor's cookie). */
  learnt: { pageId: string; email: string } | null;
}

/**
 * POST ?action=request_pdf: the quote's PDF, for its visitor only. A quote without the visitor's email
 * (DOWNLOAD_ON_EMAIL) needs one first: from the body, or the one this browser already gave the page;
 * otherwise 401 EMAIL_REQUIRED. The first email is recorded on the quote and its frozen version (the PDF
 * then shows it as the client) and the provider is told.
 */
export async function requestBasketPdf(deps: Deps, input: RequestPdfInput, visitor: Visitor, requester: Requester): Promise<BasketPdfResult> {
  const given = input.email === null ? null : normalizePublicEmail(input.email);
  if (input.email !== null && !given) throw emailInvalid();
  const opened = await openVisitorQuote(deps.store, input.quotePublicId, visitor);
  await enforceRateLimits(deps, [
    [RATE_LIMITS.basketPdfPerIp, requester.ip],
    [RATE_LIMITS.basketPdfPerPage, opened.pageId],
  ]);
  if (opened.quote.visitor_email) return { pdf: await basketPdf(deps, opened.version), learnt: null };

  const email = given ?? visitor.emails[opened.pageId] ?? null;
  if (!email) throw emailRequired();
  const recorded = await recordVisitorEmail(deps, opened.quote.id, opened.link.version, email);
  if (recorded.firstEmail && recorded.providerEmail) {
    try {
      await deps.mailer.send(visitorEmailMail({ to: recorded.providerEmail, quoteNumber: recorded.version.quote.quote_number, visitorEmail: email, origin: deps.publicOrigin }));
    } catch (error) {
      console.error(JSON.stringify({ severity: 'ERROR', message: 'basket visitor-email mail failed', quoteId: opened.quote.id, error: String(error) }));
    }
  }
  return { pdf: await basketPdf(deps, recorded.version), learnt: { pageId: opened.pageId, email } };
}

/** In one transaction: the quote and its version take the visitor as client, unless a concurrent call did. */
async function recordVisitorEmail(deps: Pick<Deps, 'store' | 'now'>, quoteId: string, versionNumber: number, email: string) {
  const at = deps.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const quote = await tx.get<QuoteDoc>(QUOTES, quoteId);
    const version = await tx.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quoteId, versionNumber));
    if (!quote || !version || quote.version !== versionNumber) throw staleLink();
    const provider = await tx.get<ProfileDoc>(PROFILES, quote.user_id);
    if (quote.visitor_email) return { version, firstEmail: false, providerEmail: null };
    const client = visitorClient(email);
    await tx.update(QUOTES, quoteId, { visitor_email: email, client, ...quoteSearchFields({ ...quote, client }), updated_at: at });
    const updated: QuoteVersionDoc = { ...version, quote: { ...version.quote, client }, pdf_sha256: null };
    await tx.set(QUOTE_VERSIONS, quoteVersionId(quoteId, versionNumber), updated);
    return { version: updated, firstEmail: true, providerEmail: provider?.email ?? null };
  });
}
