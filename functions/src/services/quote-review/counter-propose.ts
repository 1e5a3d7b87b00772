import { formatMoney, withVatFranchise, type CounterProposalInput, type Quote } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { toQuote } from '../quotes/quote-record';
import { buildLines, totalsOf } from '../quotes/quote-content';
import { getOwnLoopQuote } from '../request-loop/loop-quote';
import { readLoopOfQuote, transition, writeLoop } from '../request-loop/loop-state';
import { prepareRequesterClient } from '../request-loop/requester';
import { answeringProvider } from '../request-loop/answering-provider';
import { mailProposal, startProposal } from '../request-loop/proposal';
import type { ClientVersion, LoopQuoteDoc } from '../request-loop/loop-records';

/**
 * 'Modifier et contre-proposer' (spec handle_client_quote modify): the quote takes the provider's title and
 * lines, dated today and valid 14 days (Paris), provider_status becomes modified and the request
 * proposal_sent. The client's own version is kept in `client_version` so the client can compare, and the
 * client is told by email. Only a pending quote can be counter-proposed (409 otherwise).
 */
export async function counterPropose(deps: Deps, caller: Caller, quoteId: string, input: CounterProposalInput): Promise<Quote> {
  const { now, at, today, validUntil, message, proposal } = startProposal(deps, input);

  const { quote, to, provider, replyTo } = await deps.store.runTransaction(async (tx) => {
    const current = await getOwnLoopQuote(tx, caller.uid, quoteId);
    const loop = await readLoopOfQuote(tx, current);
    const step = transition(loop, 'provider_modify');
    const { vatFranchise, replyTo } = await answeringProvider(tx, caller);
    const row = loop.request ? await prepareRequesterClient(tx, caller.uid, loop.request.client, at) : null;
    await row?.write();
    const lines = buildLines(withVatFranchise(input.lines, vatFranchise));
    const original: ClientVersion = current.client_version ?? {
      title: current.title,
      lines: current.lines,
      total_ht: current.total_ht,
      total_tva: current.total_tva,
      total_ttc: current.total_ttc,
    };
    const change: Partial<LoopQuoteDoc> = {
      title: input.title,
      lines,
      ...totalsOf(lines),
      quote_date: today,
      valid_until: validUntil,
      client_version: original,
      proposal,
      provider_message: message,
      provider_response_date: at,
      ...(row ? { client_id: row.id } : {}),
    };
    await writeLoop(
      tx,
      loop,
      step,
      {
        quote: change,
        request: { provider_message: message, provider_response_date: at, proposal: { budget: input.budget, deadline: input.deadline }, ...(row ? { client_id: row.id } : {}) },
        recipient: { provider_message: message, provider_response_date: at },
      },
      at,
    );
    const updated = { ...current, ...change, provider_status: step.providerStatus, updated_at: at };
    const company = loop.parent?.recipients.find((r) => r.quote_request_id === loop.request?.id)?.provider_company_name ?? 'Votre prestataire';
    return { quote: updated, to: loop.request?.client.email ?? null, provider: company, replyTo };
  });

  const title = quote.title ?? quote.quote_number;
  await mailProposal(deps, to, {
    subject: `${provider} vous propose une modification de « ${title} »`,
    intro: `${provider} a modifié votre devis « ${title} » et attend votre réponse.`,
    totalFact: `Nouveau montant : ${formatMoney(quote.total_ttc)} TTC (votre demande : ${formatMoney(quote.client_version?.total_ttc ?? 0)} TTC)`,
    validUntil: quote.valid_until!,
    message,
    from: { company: provider, email: replyTo },
  });
  return toQuote(quote, now);
}
