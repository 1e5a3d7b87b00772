import type { Message, SendMessageInput } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { RateLimitedError } from '../errors';
import { countCall } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { partyConversation, type ConversationSide } from './conversation-record';
import { appendMessage } from './message-record';

/**
 * A party writes in its conversation: one transaction reads the conversation (2 reads with the rate
 * limit's window), then writes the message, the conversation's preview and the other party's unread count.
 * Concurrent sends each count: the store retries a transaction whose reads changed.
 */
export async function sendMessage(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, side: ConversationSide, conversationId: string, input: SendMessageInput): Promise<Message> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const conversation = await partyConversation(tx, side, caller.uid, conversationId);
    const verdict = await countCall(tx, now, [[RATE_LIMITS.messagePerAccount, caller.uid]]);
    if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds);
    return appendMessage(tx, conversation, { sender: side, content: input.content, at: now.toISOString() });
  });
}
