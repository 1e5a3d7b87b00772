/**
 * Conversations (issue 10; spec 001 §2 "Provider messages", "Conversation page", §3, §4 "Chat", §7).
 * The contract between functions/src/services/conversations, mf-provider, mf-client and mf-public.
 */

export type SenderType = 'provider' | 'client';

/**
 * What started the conversation: a client account (portal: provider page, wizard), or a quote link a
 * visitor wrote from (`/{publicId}?t=`, no client account needed).
 */
export type ConversationKind = 'account' | 'quote';

/** One message (spec 001 §3). `content` is plain text: every screen and email shows it as text, never HTML. */
export interface Message {
  id: string;
  conversation_id: string;
  sender_type: SenderType;
  content: string;
  created_at: string;
  /** For a quote-link conversation: the email the visitor gave (null for the provider's messages). */
  sender_email?: string | null;
}

/** A row of /app/messages (spec 001 §3 "conversation (provider view)"). */
export interface ProviderConversationItem {
  conversation_id: string;
  kind: ConversationKind;
  client_account_id: string | null;
  client_name: string;
  client_company_name: string | null;
  subject: string | null;
  last_message_content: string | null;
  last_message_at: string | null;
  unread_count: number;
  /** "Déjà dans vos clients" when true, the "Ajouter client" button otherwise. */
  is_client_in_list: boolean;
  /** quote-link conversations: the quote it is about. */
  quote_id: string | null;
  quote_number: string | null;
  updated_at: string;
}

/** A row of the client's conversations (mf-client). */
export interface ClientConversationItem {
  conversation_id: string;
  provider_user_id: string;
  provider_company_name: string;
  provider_logo_url: string | null;
  subject: string | null;
  last_message_content: string | null;
  last_message_at: string | null;
  unread_count: number;
  updated_at: string;
}

/** One page of messages, oldest first (the thread reads top to bottom). */
export interface MessagePage {
  items: Message[];
  /** Pass as `before` to load older messages; null when this page starts the thread. */
  olderCursor: string | null;
}

/** The public chat on a quote link (mf-public drawer). */
export interface PublicChatView {
  messages: Message[];
  /** The email this browser already gave for this link (signed cookie), or null: then the first message needs one. */
  visitor_email: string | null;
}
