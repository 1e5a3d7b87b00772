import * as yup from 'yup';
import type { ProviderConversationItem, QuoteRequest } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import type { Caller, Deps } from '../context';
import { listInputSchema } from '../lists/list-input';
import { readListPage } from '../lists/list-page';
import { CLIENTS } from '../clients/client-record';
import { QUOTE_REQUESTS, toQuoteRequest, type QuoteRequestDoc } from '../request-loop/loop-records';
import { CONVERSATIONS, partyConversation, type ConversationDoc } from './conversation-record';
import { toProviderItem } from './conversation-items';

export const conversationListSchema = listInputSchema.pick(['limit', 'cursor']);
export type ConversationListInput = yup.InferType<typeof conversationListSchema>;

/** Request cards shown above a thread: the latest ones (a conversation rarely holds more). */
export const REQUEST_CARDS_MAX = 20;
/** Firestore's cap on the values of one `in` filter. */
const IN_MAX = 30;

/**
 * /app/messages: the provider's conversations, latest activity first, a page at a time. Reads: the page
 * (at most limit + 1) and one `in` query over the page's client accounts per 30 rows (billed as the rows it
 * finds, at least 1): never one read per row.
 */
export async function listProviderConversations(
  deps: Pick<Deps, 'store'>,
  caller: Caller,
  input: ConversationListInput,
): Promise<{ items: ProviderConversationItem[]; nextCursor: string | null }> {
  const page = await readListPage<ConversationDoc>(deps.store, {
    collection: CONVERSATIONS,
    sources: [{ where: [['provider_user_id', '==', caller.uid]], orderBy: [{ field: 'updated_at', direction: 'desc' }] }],
    limit: input.limit,
    cursor: input.cursor,
    listed: 'provider-conversations',
  });
  const listed = await accountsInClients(deps.store, caller.uid, page.items);
  return { items: page.items.map((c) => toProviderItem(c, isInList(c, listed))), nextCursor: page.nextCursor };
}

/** One conversation of the provider with its request cards, newest first. 1 + 1 + at most 20 reads. */
export async function getProviderConversation(
  deps: Pick<Deps, 'store'>,
  caller: Caller,
  conversationId: string,
): Promise<{ conversation: ProviderConversationItem; requests: QuoteRequest[] }> {
  const conversation = await partyConversation(deps.store, 'provider', caller.uid, conversationId);
  const [listed, requests] = await Promise.all([
    accountsInClients(deps.store, caller.uid, [conversation]),
    deps.store.query<QuoteRequestDoc>(QUOTE_REQUESTS, {
      where: [['conversation_id', '==', conversation.id]],
      orderBy: [{ field: 'created_at', direction: 'desc' }],
      limit: REQUEST_CARDS_MAX,
    }),
  ]);
  return {
    conversation: toProviderItem(conversation, isInList(conversation, listed)),
    // Written by the request loop for this provider only; checked anyway.
    requests: requests.filter((r) => r.provider_user_id === caller.uid).map(toQuoteRequest),
  };
}

/** A quote-link conversation is about a quote made for a client of the list; an account one, if a row links it. */
function isInList(c: WithId<ConversationDoc>, listedAccounts: Set<string>): boolean {
  if ((c.kind ?? 'account') === 'quote') return Boolean(c.client_id);
  return c.client_account_id !== null && listedAccounts.has(c.client_account_id);
}

/** The client accounts among these conversations that one of the provider's client rows links. */
async function accountsInClients(reader: Reader, uid: string, conversations: WithId<ConversationDoc>[]): Promise<Set<string>> {
  const accounts = [...new Set(conversations.map((c) => c.client_account_id).filter((a): a is string => Boolean(a)))];
  const chunks: string[][] = [];
  for (let i = 0; i < accounts.length; i += IN_MAX) chunks.push(accounts.slice(i, i + IN_MAX));
  const rows = await Promise.all(
    chunks.map((chunk) =>
      reader.query<{ client_account_id: string }>(CLIENTS, {
        where: [
          ['user_id', '==', uid],
          ['client_account_id', 'in', chunk],
        ],
        select: ['client_account_id'],
      }),
    ),
  );
  return new Set(rows.flat().map((r) => r.client_account_id));
}
