import type { Message, SendMessageInput } from '@devis/domain';
import type { WithId } from '../../store/port';
import type { Caller, Deps } from '../context';
import { RateLimitedError } from '../errors';
import { countCall } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { CLIENT_ACCOUNTS, type ClientAccountDoc } from '../request-loop/loop-records';
import { partyConversation, type ConversationDoc, type ConversationSide } from './conversation-record';
import { appendMessage, messageSentBefore } from './message-record';
import { newMessageMail } from './chat-message-email';

/**
 * A party writes in its conversation: one transaction reads the conversation (2 reads with the rate
 * limit's window, 3 with a message key), then writes the message, the conversation's preview and the other
 * party's unread count. Concurrent sends each count: the store retries a transaction whose reads changed.
 * The same message key again answers the message saved the first time: nothing is written, counted or mailed.
 * When the other party of an account conversation had nothing unread, it gets a mail (1 more read, its
 * address): one per run of unread messages, however many follow before it reads them.
 */
export async function sendMessage(deps: Pick<Deps, 'store' | 'now' | 'mailer' | 'publicOrigin'>, caller: Caller, side: ConversationSide, conversationId: string, input: SendMessageInput): Promise<Message> {
  const now = deps.now();
  const { message, notify } = await deps.store.runTransaction(async (tx) => {
    const conversation = await partyConversation(tx, side, caller.uid, conversationId);
    const saved = await messageSentBefore(tx, conversation.id, side, input.message_key);
    if (saved) return { message: saved, notify: null };
    const verdict = await countCall(tx, now, [[RATE_LIMITS.messagePerAccount, caller.uid]]);
    if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds);
    const unreadBefore = side === 'provider' ? conversation.unread_count_client : conversation.unread_count_provider;
    const message = await appendMessage(tx, conversation, { sender: side, content: input.content, at: now.toISOString(), key: input.message_key });
    // A quote link's visitor has no account to open the conversation in: only account conversations notify.
    return { message, notify: conversation.client_account_id && !(unreadBefore ?? 0) ? conversation : null };
  });
  if (notify) await mailOtherParty(deps, side, notify, message);
  return message;
}

/** The mail to the party that did not write; a failure is logged, the message is sent anyway. */
async function mailOtherParty(deps: Pick<Deps, 'store' | 'mailer' | 'publicOrigin'>, side: ConversationSide, conversation: WithId<ConversationDoc>, message: Message) {
  try {
    const id = encodeURIComponent(conversation.id);
    const recipient =
      side === 'provider'
        ? { email: (await deps.store.get<ClientAccountDoc>(CLIENT_ACCOUNTS, conversation.client_account_id!))?.email, from: conversation.provider_company_name, link: `${deps.publicOrigin}/client/messages/${id}` }
        : { email: (await deps.store.get<ProfileDoc>(PROFILES, conversation.provider_user_id))?.email, from: conversation.client_name, link: `${deps.publicOrigin}/app/messages/${id}` };
    if (!recipient.email) return;
    await deps.mailer.send(newMessageMail({ to: recipient.email, from: recipient.from || 'Votre correspondant', content: message.content, link: recipient.link }));
  } catch (error) {
    console.error(JSON.stringify({ severity: 'ERROR', message: 'new-message mail failed', conversationId: conversation.id, error: String(error) }));
  }
}
