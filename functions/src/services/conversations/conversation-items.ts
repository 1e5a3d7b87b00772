import type { ClientConversationItem, ProviderConversationItem } from '@devis/domain';
import type { WithId } from '../../store/port';
import type { ConversationDoc } from './conversation-record';

/** A row of /app/messages; `inList` says whether the provider's clients already hold this client. */
export function toProviderItem(doc: WithId<ConversationDoc>, inList: boolean): ProviderConversationItem {
  return {
    conversation_id: doc.id,
    kind: doc.kind ?? 'account',
    client_account_id: doc.client_account_id ?? null,
    client_name: doc.client_name,
    client_company_name: doc.client_company_name ?? null,
    subject: doc.subject ?? null,
    last_message_content: doc.last_message_content ?? null,
    last_message_at: doc.last_message_at ?? null,
    unread_count: doc.unread_count_provider ?? 0,
    is_client_in_list: inList,
    quote_id: doc.quote_id ?? null,
    quote_number: doc.quote_number ?? null,
    updated_at: doc.updated_at,
  };
}

/** A row of the client's conversations. */
export function toClientItem(doc: WithId<ConversationDoc>): ClientConversationItem {
  return {
    conversation_id: doc.id,
    provider_user_id: doc.provider_user_id,
    provider_company_name: doc.provider_company_name,
    provider_logo_url: doc.provider_logo_url ?? null,
    subject: doc.subject ?? null,
    last_message_content: doc.last_message_content ?? null,
    last_message_at: doc.last_message_at ?? null,
    unread_count: doc.unread_count_client ?? 0,
    updated_at: doc.updated_at,
  };
}
