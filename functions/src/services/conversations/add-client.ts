import { conversationMessages } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { ConflictError } from '../errors';
import { CLIENT_ACCOUNTS, requesterOf, type ClientAccountDoc } from '../request-loop/loop-records';
import { prepareRequesterClient } from '../request-loop/requester';
import { partyConversation } from './conversation-record';

/**
 * "Ajouter client": the provider's client row for the conversation's client account, linked if one exists,
 * made from the account otherwise (the request loop's rule, request-loop/requester.ts). One transaction and
 * a row id made from the pair: a double click or two tabs make one row. 3 reads.
 * A quote-link conversation is about a quote's client, already a row: that row is the answer.
 */
export async function addConversationClient(
  deps: Pick<Deps, 'store' | 'now'>,
  caller: Caller,
  conversationId: string,
): Promise<{ client_id: string; message: string }> {
  const at = deps.now().toISOString();
  const clientId = await deps.store.runTransaction(async (tx) => {
    const conversation = await partyConversation(tx, 'provider', caller.uid, conversationId);
    const accountId = conversation.client_account_id;
    if (!accountId) {
      if (conversation.client_id) return conversation.client_id;
      throw new ConflictError(conversationMessages.addClientFailed);
    }
    const account = await tx.get<ClientAccountDoc>(CLIENT_ACCOUNTS, accountId);
    // An account deleted since keeps the names the conversation copied.
    const requester = account
      ? requesterOf(accountId, account)
      : { account_id: accountId, name: conversation.client_name, company_name: conversation.client_company_name, email: '' };
    const row = await prepareRequesterClient(tx, caller.uid, requester, at);
    await row.write();
    return row.id;
  });
  return { client_id: clientId, message: conversationMessages.clientAdded };
}
