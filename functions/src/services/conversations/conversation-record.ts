import type { Conversation, ConversationKind } from '@devis/domain';
import type { Reader, Transaction, WithId } from '../../store/port';
import { conversationMessages } from '@devis/domain';
import { NotFoundError } from '../errors';

export const CONVERSATIONS = 'conversations';

/** One conversation per provider × client account: the id says which, so "get or create" never makes two. */
export const conversationId = (providerUid: string, clientUid: string) => `${providerUid}_${clientUid}`;

/** A visitor writing on a quote link that belongs to no client account: one conversation per quote. */
export const quoteConversationId = (providerUid: string, quoteId: string) => `${providerUid}_q_${quoteId}`;

/**
 * The stored conversation. Account conversations (the request loop) have `client_account_id`; quote-link
 * ones (kind 'quote') have none, but the quote and its client row. Documents stored before issue 10 lack
 * `kind`: they are account conversations.
 */
export type ConversationDoc = Omit<Conversation, 'id' | 'client_account_id'> & {
  client_account_id: string | null;
  kind?: ConversationKind;
  quote_id?: string | null;
  quote_number?: string | null;
  /** The provider's client row of a quote-link conversation (the quote's client). */
  client_id?: string | null;
  /** The last email a visitor gave on the quote link. */
  visitor_email?: string | null;
  /** When the provider was last mailed about a visitor's message (at most one mail per 15 minutes). */
  provider_chat_mail_at?: string | null;
};

export function toConversation(doc: WithId<ConversationDoc>): Conversation {
  return { ...doc } as Conversation;
}

export const conversationNotFound = () => new NotFoundError(conversationMessages.notFound);

export type ConversationSide = 'provider' | 'client';

/** What our ids are made of; anything else (a '/' from %2F, a long string) is no conversation, without a read. */
const CONVERSATION_ID = /^[A-Za-z0-9_-]{1,300}$/;

/** The conversation if the caller is its party on that side; missing or someone else's: the same 404. */
export async function partyConversation(reader: Reader, side: ConversationSide, uid: string, id: string): Promise<WithId<ConversationDoc>> {
  const doc = CONVERSATION_ID.test(id) ? await reader.get<ConversationDoc>(CONVERSATIONS, id) : null;
  const party = side === 'provider' ? doc?.provider_user_id : doc?.client_account_id;
  if (!doc || !party || party !== uid) throw conversationNotFound();
  return doc;
}

/** The names the conversation lists show, copied in when it is made or touched. */
export interface ConversationParties {
  provider: { uid: string; company_name: string; logo_url: string | null };
  client: { uid: string; name: string; company_name: string | null };
}

/** What a new conversation is made of besides its empty fields. */
export type NewConversationFields = Omit<
  ConversationDoc,
  'last_message_content' | 'last_message_at' | 'unread_count_provider' | 'unread_count_client' | 'created_at' | 'updated_at'
>;

/** A new conversation: no message yet, nothing unread, created and touched at `at`. */
export function newConversation(fields: NewConversationFields, at: string): ConversationDoc {
  return {
    ...fields,
    last_message_content: null,
    last_message_at: null,
    unread_count_provider: 0,
    unread_count_client: 0,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Reads the conversation (a transaction read) and returns the write that gets or creates it, touched as
 * the latest contact: run `write` after the transaction's other reads.
 */
export async function prepareConversation(tx: Transaction, parties: ConversationParties, subject: string | null, at: string) {
  const id = conversationId(parties.provider.uid, parties.client.uid);
  const existing = await tx.get<ConversationDoc>(CONVERSATIONS, id);
  const names = {
    provider_company_name: parties.provider.company_name,
    provider_logo_url: parties.provider.logo_url,
    client_name: parties.client.name,
    client_company_name: parties.client.company_name,
  };
  // An existing conversation keeps its fields; one stored before issue 10 gains what it lacks (its kind).
  const doc: ConversationDoc = {
    ...newConversation({ provider_user_id: parties.provider.uid, client_account_id: parties.client.uid, subject, kind: 'account', ...names }, at),
    ...(existing ? stripId(existing) : {}),
    ...names,
    updated_at: at,
  };
  if (doc.subject == null) doc.subject = subject;
  return {
    id,
    created: existing === null,
    conversation: toConversation({ ...doc, id }),
    write: () => tx.set(CONVERSATIONS, id, doc),
  };
}

function stripId<T extends { id: string }>(doc: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = doc;
  return rest;
}
