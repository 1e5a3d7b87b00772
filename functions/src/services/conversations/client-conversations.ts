import type { ClientConversationItem } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { readListPage } from '../lists/list-page';
import { CONVERSATIONS, partyConversation, type ConversationDoc } from './conversation-record';
import { toClientItem } from './conversation-items';
import type { ConversationListInput } from './provider-conversations';

/** The client's conversations, latest activity first, a page at a time: at most limit + 1 reads. */
export async function listClientConversations(
  deps: Pick<Deps, 'store'>,
  caller: Caller,
  input: ConversationListInput,
): Promise<{ items: ClientConversationItem[]; nextCursor: string | null }> {
  const page = await readListPage<ConversationDoc>(deps.store, {
    collection: CONVERSATIONS,
    sources: [{ where: [['client_account_id', '==', caller.uid]], orderBy: [{ field: 'updated_at', direction: 'desc' }] }],
    limit: input.limit,
    cursor: input.cursor,
    listed: 'client-conversations',
  });
  return { items: page.items.map(toClientItem), nextCursor: page.nextCursor };
}

/** One of the client's conversations (1 read); anyone else's is a 404 like a missing one. */
export async function getClientConversation(deps: Pick<Deps, 'store'>, caller: Caller, conversationId: string): Promise<{ conversation: ClientConversationItem }> {
  return { conversation: toClientItem(await partyConversation(deps.store, 'client', caller.uid, conversationId)) };
}
