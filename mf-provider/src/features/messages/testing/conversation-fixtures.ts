import type { Message, ProviderConversationItem, QuoteRequest } from '@devis/domain';

/** Conversations and messages as GET /api/conversations… answers them (functions/API.md), for the screens' tests. */
export const claire: ProviderConversationItem = {
  conversation_id: 'uid-pro_uid-claire',
  kind: 'account',
  client_account_id: 'uid-claire',
  client_name: 'Claire Martin',
  client_company_name: 'Boulangerie Martin',
  subject: 'Refonte de la vitrine',
  last_message_content: 'Pouvez-vous passer mardi ?',
  last_message_at: '2026-11-20T09:00:00Z',
  unread_count: 2,
  is_client_in_list: false,
  quote_id: null,
  quote_number: null,
  updated_at: '2026-11-20T09:00:00Z',
};

export const paul: ProviderConversationItem = {
  ...claire,
  conversation_id: 'uid-pro_uid-paul',
  client_account_id: 'uid-paul',
  client_name: 'Paul Durand',
  client_company_name: null,
  subject: null,
  last_message_content: 'Merci pour le devis',
  last_message_at: '2026-11-18T15:00:00Z',
  unread_count: 0,
  is_client_in_list: true,
  updated_at: '2026-11-18T15:00:00Z',
};

export const message = (id: string, sender_type: Message['sender_type'], content: string, created_at: string): Message => ({
  id,
  conversation_id: claire.conversation_id,
  sender_type,
  content,
  created_at,
});

export const request: QuoteRequest = {
  id: 'req-1',
  client_request_id: 'creq-1',
  client_account_id: 'uid-claire',
  provider_user_id: 'uid-pro',
  client: { account_id: 'uid-claire', name: 'Claire Martin', company_name: 'Boulangerie Martin', email: 'claire@martin.fr' },
  title: 'Vitrine de Noël',
  description: 'Décoration et lettrage',
  status: 'quote_sent',
  budget_min: null,
  budget_max: null,
  deadline: null,
  service_ids: [],
  quote_id: 'q-1',
  quote_number: '2026-012',
  total_ttc: 120_000,
  line_count: 2,
  provider_status: 'pending',
  provider_message: null,
  provider_response_date: null,
  conversation_id: claire.conversation_id,
  client_id: null,
  created_at: '2026-11-19T10:00:00Z',
  updated_at: '2026-11-19T10:00:00Z',
};
