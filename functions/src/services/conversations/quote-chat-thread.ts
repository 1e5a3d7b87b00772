import type { Reader, WithId } from '../../store/port';
import type { QuoteDoc } from '../quotes/quote-record';
import { CONVERSATIONS, quoteConversationId, type ConversationDoc } from './conversation-record';

/**
 * The chat of a sent version's links: one thread per quote and recipient (the client row the version was
 * sent to). Sent again to the same client, the thread carries on; sent to another client, the new links open
 * that client's thread, and the previous one stays in the provider's inbox (the previous links answer 410).
 */
export interface QuoteChatThread {
  id: string;
  /** The provider's client row the version was sent to. */
  client_id: string | null;
}

/** A quote as stored, with the thread its current version's links chat in (written by each send). */
export type ChatQuoteDoc = QuoteDoc & { chat_thread?: QuoteChatThread | null };

/** The thread of a quote's recipient, begun since threads are per recipient. */
export const recipientConversationId = (providerUid: string, quoteId: string, clientId: string) => `${providerUid}_q_${quoteId}_${clientId}`;

/**
 * For a quote sent before threads were per recipient, whose one thread was begun with another client row
 * than the quote's: a thread of the current version alone, so its links never read the one before.
 */
const versionConversationId = (providerUid: string, quoteId: string, version: number) => `${providerUid}_q_${quoteId}_v${version}`;

/**
 * At send time, the thread of the version being sent, stored on the quote with it. 1 read: the quote's
 * thread from before threads were per recipient (`{providerUid}_q_{quoteId}`), which carries on when it was
 * begun with this client row.
 */
export async function chatThreadForSend(reader: Reader, quote: WithId<QuoteDoc>): Promise<QuoteChatThread> {
  const clientId = quote.client_id ?? null;
  const legacyId = quoteConversationId(quote.user_id, quote.id);
  if (!clientId) return { id: legacyId, client_id: null };
  const legacy = await reader.get<ConversationDoc>(CONVERSATIONS, legacyId);
  return { id: legacy && legacy.client_id === clientId ? legacyId : recipientConversationId(quote.user_id, quote.id, clientId), client_id: clientId };
}

/**
 * The thread a current link chats in. Sent since threads are per recipient: the one the send stored, no read.
 * Sent before and not since (no `chat_thread`): the quote's one thread when it was begun with the quote's
 * client row or not begun (1 read, answered as `conversation` so a transaction need not read it again);
 * begun with another row, the quote went to another client since: a thread of this version alone.
 */
export async function linkChatThread(
  reader: Reader,
  quote: WithId<QuoteDoc>,
): Promise<{ thread: QuoteChatThread; conversation?: WithId<ConversationDoc> | null }> {
  const stored = (quote as WithId<ChatQuoteDoc>).chat_thread;
  if (stored) return { thread: stored };
  const clientId = quote.client_id ?? null;
  const legacyId = quoteConversationId(quote.user_id, quote.id);
  const legacy = await reader.get<ConversationDoc>(CONVERSATIONS, legacyId);
  if (!legacy || (legacy.client_id ?? null) === clientId) return { thread: { id: legacyId, client_id: clientId }, conversation: legacy };
  return { thread: { id: versionConversationId(quote.user_id, quote.id, quote.version ?? 0), client_id: clientId } };
}
