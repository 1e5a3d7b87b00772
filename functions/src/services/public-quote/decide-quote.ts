import { canTransition, publicQuoteMessages, type ProviderProfile, type QuoteDecision } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { ConflictError } from '../errors';
import { QUOTES, quoteSearchFields, type QuoteDoc } from '../quotes/quote-record';
import { PROFILES } from '../profile/profile-record';
import { openLink, staleLink } from './open-link';
import { linkStatus } from './link-status';
import { QUOTE_EVENTS, evidenceOf, type QuoteEventDoc } from './quote-events';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { decisionMail } from './decision-email';
import { acceptanceReceiptMail } from './acceptance-receipt-email';
import { publicQuoteLink } from '../sending/quote-link';
import { pdfFileName, storedVersionPdf, type QuoteVersionDoc } from '../sending/quote-version';
import { countingWrongLinks } from './wrong-link-limit';

export type DecisionInput =
  | { action: 'accepted'; token: string; full_name: string; email: string }
  | { action: 'rejected'; token: string; reason: string | null };

const notDecidable = () => new ConflictError(publicQuoteMessages.noLongerValid, 'NOT_DECIDABLE');

/**
 * Accepts or rejects through a public link, in one transaction: the quote must be sent, not past
 * valid_until, and at the link's version. The evidence keeps who, when, from where, and the SHA-256 of
 * the exact PDF of that version. The quote takes the content that was decided (a sent quote edited
 * since keeps what the client saw) and is locked from then on. The provider is told by email, and whoever
 * accepted gets an acknowledgement with the accepted PDF.
 */
export async function decideQuote(deps: Deps, publicId: string, input: DecisionInput, requester: Requester): Promise<{ status: 'accepted' | 'rejected' }> {
  // Every attempt counts per IP; per link, only wrong ones (guessing costs a slot, and cannot lock the client out).
  await enforceRateLimits(deps, [[RATE_LIMITS.publicDecisionPerIp, requester.ip]]);
  const evidence = evidenceOf(requester);
  const opened = await countingWrongLinks(deps, RATE_LIMITS.publicDecisionPerLink, publicId, () => openLink(deps.store, publicId, input.token));
  const now = deps.now();
  const at = now.toISOString();
  const quoteId = opened.quote.id;
  const version = opened.version;

  const decided = await deps.store.runTransaction(async (tx) => {
    const quote = await tx.get<QuoteDoc>(QUOTES, quoteId);
    if (!quote) throw notDecidable();
    if (quote.version !== version.version) throw staleLink();
    // The window is the sent version's: editing the quote's dates does not move it.
    if (!canTransition(linkStatus(quote, version, now), input.action)) throw notDecidable();
    const provider = await tx.get<ProviderProfile & Record<string, unknown>>(PROFILES, quote.user_id);
    const decision: QuoteDecision = {
      action: input.action,
      at,
      name: input.action === 'accepted' ? input.full_name : null,
      email: input.action === 'accepted' ? input.email : null,
      reason: input.action === 'rejected' ? input.reason : null,
      ip: evidence.ip,
      user_agent: evidence.user_agent,
      pdf_sha256: version.pdf_sha256,
      version: version.version,
    };
    const sent = version.quote;
    const content = {
      title: sent.title,
      quote_date: sent.quote_date,
      valid_until: sent.valid_until,
      client: sent.client,
      lines: sent.lines,
      notes: sent.notes,
      total_ht: sent.total_ht,
      total_tva: sent.total_tva,
      total_ttc: sent.total_ttc,
    };
    await tx.update(QUOTES, quoteId, {
      ...content,
      ...quoteSearchFields({ quote_number: quote.quote_number, title: sent.title, client: sent.client }),
      status: input.action,
      decision,
      // Never a reminder after a decision.
      reminder_due_on: null,
      updated_at: at,
    });
    const event: QuoteEventDoc = { quote_id: quoteId, user_id: quote.user_id, type: input.action, actor: 'client', version: version.version, at, ...evidence };
    await tx.create(QUOTE_EVENTS, event);
    return { decision, providerEmail: provider?.email ?? null };
  });

  const mails = [];
  if (decided.providerEmail) mails.push(deps.mailer.send(decisionMail({ to: decided.providerEmail, version, decision: decided.decision, origin: deps.publicOrigin })));
  if (input.action === 'accepted') mails.push(sendAcceptanceReceipt(deps, opened.version, decided.decision, publicQuoteLink(deps.publicOrigin, publicId, input.token)));
  // The decision is stored: a mail that fails is logged, never turned into an error for the client.
  for (const result of await Promise.allSettled(mails)) {
    if (result.status === 'rejected') console.error(JSON.stringify({ severity: 'ERROR', message: 'quote-decision mail failed', quoteId, error: String(result.reason) }));
  }
  return { status: input.action };
}

/** The signer's acknowledgement, with the stored bytes of the accepted version (the PDF whose SHA-256 was recorded). */
async function sendAcceptanceReceipt(deps: Deps, version: QuoteVersionDoc, decision: QuoteDecision, link: string): Promise<void> {
  if (!decision.email) return;
  const pdf = await storedVersionPdf(deps.files, version);
  await deps.mailer.send(acceptanceReceiptMail({ version, decision, link, pdf, fileName: pdfFileName(version.quote.quote_number) }));
}
