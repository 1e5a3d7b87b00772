import { formatDateTime, formatMoney, type QuoteDecision } from '@devis/domain';
import type { QuoteVersionDoc } from '../sending/quote-version';

/** What an online acceptance records, as both of its mails state it (the provider's notice, the signer's receipt). */
export function acceptanceFacts(quote: QuoteVersionDoc['quote'], decision: QuoteDecision): string[] {
  return [
    `Montant : ${formatMoney(quote.total_ttc)} TTC`,
    `Accepté le : ${formatDateTime(decision.at)} (heure de Paris)`,
    `Au nom de : ${decision.name ?? ''} (${decision.email ?? ''})`,
    `Empreinte SHA-256 du PDF accepté : ${decision.pdf_sha256 ?? ''}`,
  ];
}
