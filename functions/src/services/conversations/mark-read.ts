import type { Caller, Deps } from '../context';
import { CONVERSATIONS, partyConversation, type ConversationSide } from './conversation-record';

/** Opening a conversation: the caller's unread count goes to 0. 1 read; a write only when something was unread. */
export async function markRead(deps: Pick<Deps, 'store'>, caller: Caller, side: ConversationSide, conversationId: string): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const conversation = await partyConversation(tx, side, caller.uid, conversationId);
    const field = side === 'provider' ? 'unread_count_provider' : 'unread_count_client';
    if ((conversation[field] ?? 0) > 0) await tx.update(CONVERSATIONS, conversation.id, { [field]: 0 });
  });
}
