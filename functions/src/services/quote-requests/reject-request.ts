import { providerAnswerDefaults, type ProviderAnswerInput, type QuoteRequest } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { answerQuote } from '../quote-review/answer-quote';
import { getProviderRequest, toQuoteRequest } from '../request-loop/loop-records';
import { readLoopOfRequest, transition, writeLoop } from '../request-loop/loop-state';
import { answeringProvider } from '../request-loop/answering-provider';
import { loopMail, providerSender, sendLoopMails } from '../request-loop/loop-mail';

/**
 * 'Refuser' on a request card (spec handle_quote_request_action reject). A request with the client's quote
 * is that quote's refusal; one without a quote is closed as refused. The client is told by email.
 */
export async function rejectRequest(deps: Deps, caller: Caller, requestId: string, input: ProviderAnswerInput): Promise<QuoteRequest> {
  const request = await getProviderRequest(deps.store, caller.uid, requestId);
  if (request.quote_id) {
    await answerQuote(deps, caller, request.quote_id, 'reject', input);
    return toQuoteRequest(await getProviderRequest(deps.store, caller.uid, requestId));
  }
  const at = deps.now().toISOString();
  const message = input.message ?? providerAnswerDefaults.reject;
  const { updated, company, replyTo } = await deps.store.runTransaction(async (tx) => {
    const current = await getProviderRequest(tx, caller.uid, requestId);
    const loop = await readLoopOfRequest(tx, current);
    const { replyTo } = await answeringProvider(tx, caller);
    const step = transition(loop, 'provider_reject');
    const change = { provider_message: message, provider_response_date: at };
    await writeLoop(tx, loop, step, { request: change, recipient: change }, at);
    const recipient = loop.parent?.recipients.find((r) => r.quote_request_id === current.id);
    return {
      updated: { ...current, ...change, status: step.requestStatus ?? current.status, provider_status: step.providerStatus, updated_at: at },
      company: recipient?.provider_company_name ?? 'Votre prestataire',
      replyTo,
    };
  });
  if (updated.client.email) {
    await sendLoopMails(deps.mailer, [
      loopMail({
        to: updated.client.email,
        kind: 'request-answer',
        subject: `${company} a refusé votre demande « ${updated.title} »`,
        intro: `${company} a refusé votre demande de devis « ${updated.title} ».`,
        facts: [],
        quote: message,
        link: `${deps.publicOrigin}/client/quotes`,
        linkLabel: 'Voir mes devis',
        ...providerSender({ company, email: replyTo }),
      }),
    ]);
  }
  return toQuoteRequest(updated);
}
