import { formatMoney, providerAnswerDefaults, type ProviderAnswerInput, type Quote } from '@devis/domain';
import type { Mail } from '../../mail/port';
import type { Caller, Deps } from '../context';
import { toQuote } from '../quotes/quote-record';
import { getOwnLoopQuote } from '../request-loop/loop-quote';
import { readLoopOfQuote, transition, writeLoop, type LoopState } from '../request-loop/loop-state';
import { prepareRequesterClient } from '../request-loop/requester';
import { answeringProvider } from '../request-loop/answering-provider';
import { loopMail, providerSender, sendLoopMails } from '../request-loop/loop-mail';
import type { LoopQuoteDoc } from '../request-loop/loop-records';

/**
 * The provider accepts or refuses a client's quote as it is (spec handle_client_quote accept / reject).
 * Accepting makes it the final version and puts the client in the provider's clients (linked to the
 * account); both tell the client by email. A quote already answered is a 409.
 */
export async function answerQuote(deps: Deps, caller: Caller, quoteId: string, action: 'accept' | 'reject', input: ProviderAnswerInput): Promise<Quote> {
  const now = deps.now();
  const at = now.toISOString();
  const message = input.message ?? providerAnswerDefaults[action];
  const { quote, state, replyTo } = await deps.store.runTransaction(async (tx) => {
    const current = await getOwnLoopQuote(tx, caller.uid, quoteId);
    const loop = await readLoopOfQuote(tx, current);
    const { replyTo } = await answeringProvider(tx, caller);
    const step = transition(loop, action === 'accept' ? 'provider_accept' : 'provider_reject');
    const requester = loop.request?.client;
    const row = action === 'accept' && requester ? await prepareRequesterClient(tx, caller.uid, requester, at) : null;
    await row?.write();
    const change = {
      provider_message: message,
      provider_response_date: at,
      ...(row ? { client_id: row.id } : {}),
    };
    await writeLoop(tx, loop, step, { quote: change, request: change, recipient: { provider_message: message, provider_response_date: at } }, at);
    const updated: LoopQuoteDoc = { ...current, ...change, provider_status: step.providerStatus, status: action === 'accept' ? 'accepted' : 'rejected', updated_at: at };
    return { quote: { ...updated, id: current.id }, state: loop, replyTo };
  });
  await sendLoopMails(deps.mailer, answerMails(deps.publicOrigin, state, quote, action, message, replyTo));
  return toQuote(quote, now);
}

function answerMails(origin: string, state: LoopState, quote: LoopQuoteDoc, action: 'accept' | 'reject', message: string, replyTo: string | null): Mail[] {
  const to = state.request?.client.email;
  if (!to) return [];
  const provider = state.parent?.recipients.find((r) => r.quote_request_id === state.request?.id)?.provider_company_name ?? 'Votre prestataire';
  const what = `« ${quote.title ?? quote.quote_number} »`;
  return [
    loopMail({
      to,
      kind: 'request-answer',
      subject: action === 'accept' ? `${provider} a validé votre devis ${what}` : `${provider} a refusé votre devis ${what}`,
      intro:
        action === 'accept'
          ? `${provider} a validé votre devis ${what} : c'est la version finale, que vous pouvez générer en PDF.`
          : `${provider} a refusé votre devis ${what}.`,
      facts: [`Montant : ${formatMoney(quote.total_ttc)} TTC`],
      quote: message,
      link: `${origin}/client/quotes`,
      linkLabel: 'Voir mes devis',
      ...providerSender({ company: provider, email: replyTo }),
    }),
  ];
}
