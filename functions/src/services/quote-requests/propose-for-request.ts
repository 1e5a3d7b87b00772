import { formatMoney, withVatFranchise, type Quote, type RequestProposalInput } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { CLIENTS } from '../clients/client-record';
import { clientForQuote } from '../quotes/quote-client';
import { buildLines, clientSnapshot } from '../quotes/quote-content';
import { newQuoteDoc } from '../quotes/new-quote-doc';
import { QUOTES, toQuote } from '../quotes/quote-record';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import { answeringProvider } from '../request-loop/answering-provider';
import { getProviderRequest, type LoopQuoteDoc } from '../request-loop/loop-records';
import { readLoopOfRequest, requestStep, writeLoop } from '../request-loop/loop-state';
import { mailProposal, startProposal } from '../request-loop/proposal';

/**
 * The proposal screen for a request without a quote (spec create_quote_proposal_from_request): a quote of
 * the provider for the chosen client, addressed to the requesting account as a proposal (provider_status
 * modified: the client accepts or refuses it like a counter-proposal), the request proposal_sent. The chosen
 * client row, if not linked yet, is linked to the requester: the provider says it is them.
 */
export async function proposeForRequest(deps: Deps, caller: Caller, requestId: string, input: RequestProposalInput): Promise<Quote> {
  const { now, at, today, validUntil, message, proposal } = startProposal(deps, input);

  const { quote, request, company, replyTo } = await deps.store.runTransaction(async (tx) => {
    const current = await getProviderRequest(tx, caller.uid, requestId);
    const loop = await readLoopOfRequest(tx, current);
    const requestStatus = requestStep(current.status, 'provider_propose');
    const client = await clientForQuote(tx, caller.uid, input.client_id);
    const { vatFranchise, replyTo } = await answeringProvider(tx, caller);
    const profile = loop.parent?.recipients.find((r) => r.quote_request_id === current.id);
    const quote_number = await nextQuoteNumber(tx, caller.uid, now, 'provider');
    const lines = buildLines(withVatFranchise(input.lines, vatFranchise));
    const doc: LoopQuoteDoc = {
      ...newQuoteDoc({
        uid: caller.uid,
        quote_number,
        title: input.title,
        quote_date: today,
        valid_until: validUntil,
        notes: input.description,
        client_id: client.id,
        client: clientSnapshot(client),
        client_account_id: current.client_account_id,
        lines,
        vat_franchise: vatFranchise,
        now,
      }),
      status: 'sent',
      from_client_request: true,
      provider_status: 'modified',
      provider_message: message,
      provider_response_date: at,
      quote_request_id: current.id,
      client_version: null,
      proposal,
      client_decision: null,
    };
    if (client.client_account_id == null) await tx.update(CLIENTS, client.id, { client_account_id: current.client_account_id, updated_at: at });
    await tx.create(QUOTES, doc, current.id);
    const summary = { quote_id: current.id, quote_number, total_ttc: doc.total_ttc };
    await writeLoop(
      tx,
      loop,
      { providerStatus: 'modified', requestStatus },
      {
        request: { ...summary, line_count: lines.length, provider_message: message, provider_response_date: at, client_id: client.id, proposal: { budget: input.budget, deadline: input.deadline } },
        recipient: { ...summary, valid_until: doc.valid_until, provider_message: message, provider_response_date: at },
      },
      at,
    );
    return { quote: { ...doc, id: current.id }, request: current, company: profile?.provider_company_name ?? 'Votre prestataire', replyTo };
  });

  await mailProposal(deps, request.client.email, {
    subject: `${company} vous a envoyé une proposition pour « ${request.title} »`,
    intro: `${company} a répondu à votre demande « ${request.title} » par une proposition de devis.`,
    totalFact: `Montant : ${formatMoney(quote.total_ttc)} TTC`,
    validUntil: quote.valid_until!,
    message,
    from: { company, email: replyTo },
  });
  return toQuote(quote, now);
}
