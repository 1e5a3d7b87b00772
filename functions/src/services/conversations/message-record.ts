import { createHash } from 'node:crypto';
import type { Message, SenderType } from '@devis/domain';
import type { Transaction, WithId } from '../../store/port';
import { newDocumentId } from '../../store/document-id';
import { CONVERSATIONS, type ConversationDoc } from './conversation-record';

export const MESSAGES = 'messages';

/** A message as stored: plain text, never HTML; the parties are copied in so an export or purge finds them. */
export interface MessageDoc {
  conversation_id: string;
  provider_user_id: string;
  client_account_id: string | null;
  sender_type: SenderType;
  content: string;
  sender_email: string | null;
  created_at: string;
  [key: string]: unknown;
}

export function toMessage(doc: WithId<MessageDoc>): Message {
  return {
    id: doc.id,
    conversation_id: doc.conversation_id,
    sender_type: doc.sender_type,
    content: doc.content,
    created_at: doc.created_at,
    sender_email: doc.sender_email ?? null,
  };
}

/**
 * The id of a message sent with the browser's key: the same conversation, sender and key give the same id,
 * so a second send of it finds the first (43 characters, within the thread's cursor bound). No key: a new id.
 */
export function messageIdFor(conversationId: string, sender: SenderType, key: string | null): string {
  if (!key) return newDocumentId();
  return createHash('sha256').update(`${conversationId}\n${sender}\n${key}`).digest('base64url');
}

/**
 * The message already saved under this key (1 read; none without a key), for the transaction to answer
 * with instead of writing it again. Read it before any write of the transaction.
 */
export async function messageSentBefore(tx: Transaction, conversationId: string, sender: SenderType, key: string | null): Promise<Message | null> {
  if (!key) return null;
  // The id hashes the conversation in: a message found under it is this conversation's.
  const saved = await tx.get<MessageDoc>(MESSAGES, messageIdFor(conversationId, sender, key));
  return saved ? toMessage(saved) : null;
}

export interface NewMessage {
  sender: SenderType;
  content: string;
  at: string;
  /** The email a visitor gave on a quote link; null for the parties' own screens. */
  senderEmail?: string | null;
  /** The browser's key for this message (see messageIdFor). */
  key?: string | null;
}

/**
 * Writes a message and, in the same transaction, the conversation's preview, its activity time and the
 * other party's unread count (+1); the sender's own count goes to 0 (writing means having read).
 * Writes only: call it after the transaction's reads, with the conversation those reads returned
 * (`created` when the transaction makes it); `patch`: more fields of the conversation to write with it.
 */
export async function appendMessage(
  tx: Transaction,
  conversation: WithId<ConversationDoc>,
  message: NewMessage,
  options: { created?: boolean; patch?: Partial<ConversationDoc> } = {},
): Promise<Message> {
  const { id: conversationId, ...current } = conversation;
  const doc: MessageDoc = {
    conversation_id: conversationId,
    provider_user_id: current.provider_user_id,
    client_account_id: current.client_account_id,
    sender_type: message.sender,
    content: message.content,
    sender_email: message.senderEmail ?? null,
    created_at: message.at,
  };
  const id = messageIdFor(conversationId, message.sender, message.key ?? null);
  await tx.create(MESSAGES, doc, id);
  const fromProvider = message.sender === 'provider';
  const patch = {
    last_message_content: message.content,
    last_message_at: message.at,
    updated_at: message.at,
    unread_count_provider: fromProvider ? 0 : (current.unread_count_provider ?? 0) + 1,
    unread_count_client: fromProvider ? (current.unread_count_client ?? 0) + 1 : 0,
    ...options.patch,
  };
  if (options.created) await tx.set(CONVERSATIONS, conversationId, { ...current, ...patch });
  else await tx.update(CONVERSATIONS, conversationId, patch);
  return toMessage({ ...doc, id });
}
