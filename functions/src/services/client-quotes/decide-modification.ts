import {
  effectiveStatus,
  formatMoney,
  normalizeProviderStatus,
  requestLoopConflicts,
  type ClientDecision,
  type ModificationDecisionInput,
  type ProviderStatus,
  type QuoteStatus,
} from '@devis/domain';
import type { Caller, Deps } from '../context';
import { ConflictError } from '../errors';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { getClientVisibleQuote } from '../request-loop/loop-quote';
import { readLoopOfQuote, transition, writeLoop } from '../request-loop/loop-state';
import { loopMail, sendLoopMails } from '../request-loop/loop-mail';

export const decisionMessages = {
  accepted: 'Vous avez accepté les modifications du devis.',
  rejected: 'Vous avez refusé les modifications du devis.',
} as const;

/**
 * The client accepts or refuses a provider's modification (spec handle-quote-modification-response):
 * accepted makes the quote the final version and the request completed; refused ends it. Only a modified
 * quote still awaiting the client and not past its validity (409 otherwise). The provider is told by email.
 */
export async function decideModification(
  deps: Deps,
  caller: Caller,
  quoteId: string,
  input: ModificationDecisionInput,
): Promise<{ message: string; provider_status: ProviderStatus; status: QuoteStatus }> {
  const now = deps.now();
  const at = now.toISOString();
  const decision: ClientDecision = { action: input.action === 'accept' ? 'accepted' : 'rejected', comment: input.comment, at };
  const outcome = await deps.store.runTransaction(async (tx) => {
    const quote = await getClientVisibleQuote(tx, caller.uid, quoteId);
    const loop = await readLoopOfQuote(tx, quote);
    if (normalizeProviderStatus(quote.provider_status) === 'modified' && effectiveStatus(quote, now) === 'expired') {
      throw new ConflictError(requestLoopConflicts.proposalExpired);
    }
    const step = transition(loop, input.action === 'accept' ? 'client_accept' : 'client_reject');
    const provider = await tx.get<ProfileDoc>(PROFILES, quote.user_id);
    await writeLoop(tx, loop, step, { quote: { client_decision: decision }, recipient: { client_decision: decision } }, at);
    return { quote, loop, step, providerEmail: provider?.email ?? null };
  });

  const { quote, loop } = outcome;
  if (outcome.providerEmail) {
    const who = loop.request?.client.name ?? quote.client?.contact_name ?? 'Votre client';
    const what = `« ${quote.title ?? quote.quote_number} »`;
    const accepted = decision.action === 'accepted';
    await sendLoopMails(deps.mailer, [
      loopMail({
        to: outcome.providerEmail,
        kind: 'request-decision',
        subject: `${who} a ${accepted ? 'accepté' : 'refusé'} votre proposition ${what}`,
        intro: `${who} a ${accepted ? 'accepté' : 'refusé'} votre proposition ${what}${accepted ? ' : le devis est validé (version finale).' : '.'}`,
        facts: [`Montant : ${formatMoney(quote.total_ttc)} TTC`],
        quote: decision.comment,
        link: quote.client_created ? `${deps.publicOrigin}/app/quotes/${encodeURIComponent(quote.id)}/review` : `${deps.publicOrigin}/app/demandes-devis`,
        linkLabel: 'Voir le devis',
        replyTo: loop.request?.client.email ?? null,
      }),
    ]);
  }
  return { message: decisionMessages[decision.action], provider_status: outcome.step.providerStatus, status: decision.action };
}
