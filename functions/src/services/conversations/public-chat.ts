import { conversationMessages, type Message, type PublicChatMessageInput, type PublicChatView } from '@devis/domain';
import type { Transaction, WithId } from '../../store/port';
import type { Deps, Requester } from '../context';
import { InvalidInputError } from '../errors';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { openLinkedQuote } from '../public-quote/open-link';
import { countingWrongLinks } from '../public-quote/wrong-link-limit';
import type { Visitor } from '../public-provider/visitor';
import type { QuoteDoc } from '../quotes/quote-record';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';
import { CONVERSATIONS, newConversation, type ConversationDoc } from './conversation-record';
import { linkChatThread } from './quote-chat-thread';
import { appendMessage, messageSentBefore } from './message-record';
import { readMessagePage } from './list-messages';
import { chatMessageMail } from './chat-message-email';

/** At most one mail to the provider per conversation in this window, however many messages a visitor sends. */
export const CHAT_MAIL_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The conversation a quote link's chat writes to: one per quote and recipient (quote-chat-thread.ts), never
 * the client account's thread with the provider. A link is forwarded (to an accountant, a colleague); whoever
 * holds it sees what was written on that quote's links for that recipient, nothing of the account's other
 * conversations nor of a previous recipient's.
 *
 * The chat drawer of /{publicId}?t=, refreshed every 10 s while open: the link's token proves it (the same
 * check and refusals as accept and refuse). Reads: the link and the quote (2), then the latest 50 messages
 * (≤ 51; an empty thread is billed 1); a quote sent before threads were per recipient and not since, 1 more.
 */
export async function getPublicChat(deps: Pick<Deps, 'store'>, publicId: string, token: string | undefined, visitor: Visitor): Promise<PublicChatView> {
  const opened = await openLinkedQuote(deps.store, publicId, token);
  const { thread } = await linkChatThread(deps.store, opened.quote);
  const page = await readMessagePage(deps.store, thread.id);
  return { messages: page.items, visitor_email: visitor.emails[publicId] ?? null };
}

/**
 * A visitor writes on a quote link: counted per IP first, then the link is checked (a wrong one counts per
 * link), then the email: the one given, else the one this browser's signed cookie holds for the
 * link, else 'Email requis'. One transaction writes the message, the conversation (made on the first
 * message) and the provider's unread count; the provider gets a mail at most every 15 minutes per
 * conversation (the time is kept on the conversation, in the same transaction). The same message key
 * again answers the message saved the first time (1 more read), writing and mailing nothing.
 */
export async function postPublicChatMessage(
  deps: Pick<Deps, 'store' | 'now' | 'mailer' | 'publicOrigin'>,
  publicId: string,
  input: PublicChatMessageInput,
  visitor: Visitor,
  requester: Requester,
): Promise<{ message: Message; visitor_email: string }> {
  await enforceRateLimits(deps, [[RATE_LIMITS.publicChatPerIp, requester.ip]]);
  const opened = await countingWrongLinks(deps, RATE_LIMITS.publicChatPerLink, publicId, () => openLinkedQuote(deps.store, publicId, input.t));
  const email = input.email ?? visitor.emails[publicId] ?? null;
  if (!email) throw new InvalidInputError(conversationMessages.emailRequired, { email: conversationMessages.emailRequired }, 'EMAIL_REQUIRED');
  const now = deps.now();
  const at = now.toISOString();
  const quote = opened.quote;

  const { message, notify } = await deps.store.runTransaction(async (tx) => {
    const { conversation, created, providerEmail } = await chatConversation(tx, quote, email, at);
    const saved = created ? null : await messageSentBefore(tx, conversation.id, 'client', input.message_key);
    if (saved) return { message: saved, notify: null };
    const lastMail = conversation.provider_chat_mail_at;
    const notify = !lastMail || now.getTime() - Date.parse(lastMail) >= CHAT_MAIL_INTERVAL_MS ? providerEmail : null;
    const message = await appendMessage(
      tx,
      conversation,
      { sender: 'client', content: input.body, at, senderEmail: email, key: input.message_key },
      { created, patch: { visitor_email: email, ...(notify ? { provider_chat_mail_at: at } : {}) } },
    );
    return { message, notify: notify ? { to: notify, conversationId: conversation.id } : null };
  });

  if (notify) {
    try {
      await deps.mailer.send(
        chatMessageMail({ to: notify.to, quoteNumber: quote.quote_number, visitorEmail: email, content: input.body, conversationId: notify.conversationId, origin: deps.publicOrigin }),
      );
    } catch (error) {
      console.error(JSON.stringify({ severity: 'ERROR', message: 'chat-message mail failed', conversationId: notify.conversationId, error: String(error) }));
    }
  }
  return { message, visitor_email: email };
}

/**
 * The chat's conversation (transaction reads: the conversation and the provider's profile, 2), made when it
 * does not exist yet (1 more: the sent version, whose client and title name it, not the quote's unsent edits).
 */
async function chatConversation(
  tx: Transaction,
  quote: WithId<QuoteDoc>,
  email: string,
  at: string,
): Promise<{ conversation: WithId<ConversationDoc>; created: boolean; providerEmail: string | null }> {
  const { thread, conversation } = await linkChatThread(tx, quote);
  const id = thread.id;
  const [existing, profile] = await Promise.all([
    conversation !== undefined ? conversation : tx.get<ConversationDoc>(CONVERSATIONS, id),
    tx.get<ProfileDoc>(PROFILES, quote.user_id),
  ]);
  const providerEmail = profile?.email ?? null;
  if (existing) return { conversation: existing, created: false, providerEmail };
  const version = await tx.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quote.id, quote.version ?? 0));
  const sent = version?.quote ?? quote;
  const provider = { uid: quote.user_id, company_name: profile?.company_name ?? '', logo_url: profile?.logo_url ?? profile?.avatar_url ?? null };
  const subject = sent.title ?? `Devis ${quote.quote_number}`;
  const doc = newConversation(
    {
      kind: 'quote',
      provider_user_id: quote.user_id,
      client_account_id: null,
      provider_company_name: provider.company_name,
      provider_logo_url: provider.logo_url,
      client_name: sent.client?.contact_name || sent.client?.company_name || email,
      client_company_name: sent.client?.company_name ?? null,
      subject,
      quote_id: quote.id,
      quote_number: quote.quote_number,
      client_id: thread.client_id,
      visitor_email: email,
    },
    at,
  );
  return { conversation: { ...doc, id }, created: true, providerEmail };
}
