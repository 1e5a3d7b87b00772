import { randomUUID } from 'node:crypto';
import type { Caller, Deps } from '../context';
import { prepareConversation } from '../conversations/conversation-record';
import { clientAccountOf, listedProvider } from '../request-loop/parties';
import { requesterSnapshot } from '../request-loop/requester';
import { CLIENT_REQUESTS, QUOTE_REQUESTS, requestSearchFields, type ClientRequestDoc, type QuoteRequestDoc, type Recipient } from '../request-loop/loop-records';

export interface OpenRequestInput {
  provider_user_id: string;
  title: string;
  description: string | null;
  budget_min: number | null;
  budget_max: number | null;
  deadline: string | null;
  service_ids?: string[];
}

/**
 * A request without a quote (status pending): the client describes a need and a budget, the provider
 * answers with a proposal or refuses. The wizard always sends lines, so today only the demo data and tests
 * make these; the conversation feature (issue 10) is where clients will write them. One transaction.
 */
export async function createOpenRequest(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, input: OpenRequestInput): Promise<{ id: string }> {
  const at = deps.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const provider = await listedProvider(tx, input.provider_user_id);
    const client = await clientAccountOf(tx, caller);
    const conversation = await prepareConversation(tx, { provider, client }, input.title, at);
    const parentId = `${caller.uid}-${randomUUID()}`;
    const id = `${parentId}-${provider.uid}`;
    const requester = requesterSnapshot(client);
    const request: QuoteRequestDoc = {
      client_request_id: parentId,
      client_account_id: client.uid,
      provider_user_id: provider.uid,
      client: requester,
      title: input.title,
      description: input.description,
      status: 'pending',
      budget_min: input.budget_min,
      budget_max: input.budget_max,
      deadline: input.deadline,
      service_ids: input.service_ids ?? [],
      quote_id: null,
      quote_number: null,
      total_ttc: null,
      line_count: 0,
      provider_status: null,
      provider_message: null,
      provider_response_date: null,
      conversation_id: conversation.id,
      client_id: null,
      proposal: null,
      ...requestSearchFields({ title: input.title, client: requester, description: input.description }),
        created_at: at,
      updated_at: at,
    };
    const recipient: Recipient = {
      provider_user_id: provider.uid,
      provider_company_name: provider.company_name,
      provider_logo_url: provider.logo_url,
      quote_id: null,
      quote_number: null,
      quote_request_id: id,
      provider_status: null,
      provider_message: null,
      provider_response_date: null,
      quote_status: null,
      total_ttc: null,
      valid_until: null,
      client_decision: null,
    };
    const parent: ClientRequestDoc = {
      client_account_id: client.uid,
      client_name: client.name,
      client_company_name: client.company_name,
      title: input.title,
      description: input.description,
      deadline: input.deadline,
      budget_min: input.budget_min,
      budget_max: input.budget_max,
      lines: [],
      total_ht: 0,
      total_tva: 0,
      total_ttc: 0,
      recipients: [recipient],
      created_at: at,
      updated_at: at,
    };
    await tx.create(QUOTE_REQUESTS, request, id);
    await tx.create(CLIENT_REQUESTS, parent, parentId);
    await conversation.write();
    return { id };
  });
}
