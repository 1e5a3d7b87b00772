import type { Conversation } from '@devis/domain';
import type { Transaction, WithId } from '../../store/port';

export const CONVERSATIONS = 'conversations';

/** One conversation per provider × client account: the id says which, so "get or create" never makes two. */
export const conversationId = (providerUid: string, clientUid: string) => `${providerUid}_${clientUid}`;

export type ConversationDoc = Omit<Conversation, 'id'>;

export function toConversation(doc: WithId<ConversationDoc>): Conversation {
  return { ...doc };
}

/** The names the conversation lists show, copied in when it is made or touched. */
export interface ConversationParties {
  provider: { uid: string; company_name: string; logo_url: string | null };
  client: { uid: string; name: string; company_name: string | null };
}

/**
 * Reads the conversation (a transaction read) and returns the write that gets or creates it, touched as
 * the latest contact: run `write` after the transaction's other reads.
 */
export async function prepareConversation(tx: Transaction, parties: ConversationParties, subject: string | null, at: string) {
  const id = conversationId(parties.provider.uid, parties.client.uid);
  const existing = await tx.get<ConversationDoc>(CONVERSATIONS, id);
  const doc: ConversationDoc = {
    provider_user_id: parties.provider.uid,
    client_account_id: parties.client.uid,
    last_message_content: null,
    last_message_at: null,
    unread_count_provider: 0,
    unread_count_client: 0,
    created_at: at,
    subject,
    ...(existing ? stripId(existing) : {}),
    provider_company_name: parties.provider.company_name,
    provider_logo_url: parties.provider.logo_url,
    client_name: parties.client.name,
    client_company_name: parties.client.company_name,
    updated_at: at,
  };
  if (doc.subject == null) doc.subject = subject;
  return {
    id,
    created: existing === null,
    conversation: { ...doc, id },
    write: () => tx.set(CONVERSATIONS, id, doc),
  };
}

function stripId<T extends { id: string }>(doc: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = doc;
  return rest;
}
