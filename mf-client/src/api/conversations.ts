import { ApiError } from '@devis/platform';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@devis/platform/query';
import { sessionApi, useLiveUpdates } from '@devis/platform/session';
import { conversationMessages, type ClientConversationItem, type Message, type MessagePage } from '@devis/domain';
import { providerKeys, startConversation } from './providers';

// The client's side of the conversations (functions/API.md "Conversations, public chat, live updates"):
// the list, one conversation, its messages, sending and marking read.

export const CONVERSATIONS_PAGE_SIZE = 30;

/**
 * Fresh for as long as a page takes to render after its loader started the request: coming back to a conversation
 * later asks again (messages may have come meanwhile; live updates only cover what is open).
 */
const FRESH_MS = 3_000;

export interface ClientConversationList {
  items: ClientConversationItem[];
  nextCursor: string | null;
}

export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  messages: (id: string) => [...conversationKeys.all, 'messages', id] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
};

const conversationPath = (id: string) => `/api/client/conversations/${encodeURIComponent(id)}`;

export function getConversations(cursor: string | null): Promise<ClientConversationList> {
  const params = new URLSearchParams({ limit: String(CONVERSATIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return sessionApi.get<ClientConversationList>(`/api/client/conversations?${params}`);
}

export const getConversation = (id: string) => sessionApi.get<{ conversation: ClientConversationItem }>(conversationPath(id));

export function getMessages(id: string, before: string | null): Promise<MessagePage> {
  return sessionApi.get<MessagePage>(`${conversationPath(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`);
}

export const sendMessage = ({ id, content, messageKey }: { id: string; content: string; messageKey: string }) =>
  sessionApi.post<Message>(`${conversationPath(id)}/messages`, { content, message_key: messageKey });
export const markRead = (id: string) => sessionApi.post<void>(`${conversationPath(id)}/read`);

/** Latest activity first; a page of CONVERSATIONS_PAGE_SIZE and 'Charger plus'. */
export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FRESH_MS,
    meta: { errorMessage: conversationMessages.loadFailed },
  });

/** The header of a conversation page; a conversation of someone else is a 404 'Conversation introuvable' (shown by the page). */
export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id), retry: false, staleTime: FRESH_MS });

/**
 * The thread: pages[0] holds the latest messages, each next page the ones before it (oldest first inside a
 * page). threadMessages() puts them back in reading order.
 */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
    retry: false,
    staleTime: FRESH_MS,
    meta: { errorMessage: conversationMessages.loadFailed },
  });

/**
 * The unread messages beside 'Messages' in the navigation, counted on the list's first page (unread conversations
 * are the latest active). No toast: a failure only hides the count.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: async () => (await getConversations(null)).items.reduce((n, c) => n + c.unread_count, 0),
  });

/** Oldest first, without the duplicates a page boundary could show while a new message arrives. */
export function threadMessages(data: InfiniteData<MessagePage, unknown> | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages].reverse().flatMap((page) => page.items.filter((m) => !seen.has(m.id) && seen.add(m.id)));
}

/** The conversation's unread count is zero everywhere it is shown, without waiting for the list to reload. */
function clearUnread(queryClient: QueryClient, id: string) {
  queryClient.setQueryData(conversationQuery(id).queryKey, (old) => (old ? { conversation: { ...old.conversation, unread_count: 0 } } : old));
  queryClient.setQueryData(conversationsQuery().queryKey, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.conversation_id === id ? { ...c, unread_count: 0 } : c)) })) } : old,
  );
}

/** Opening a conversation marks it read (no toast: a failed mark only leaves the badge until the next visit). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_r, id) => {
      clearUnread(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
    },
  });
}

/** A refusal the client can act on (too long, too many messages) in the server's words, else the spec's text. */
export function sendErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : conversationMessages.sendFailed;
}

/** The new message joins the thread at once; the list shows it as the last message. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    meta: { errorMessage: sendErrorMessage },
    onSuccess: (message, { id }) => {
      queryClient.setQueryData(messagesQuery(id).queryKey, (old) => {
        if (!old?.pages[0] || old.pages.some((p) => p.items.some((m) => m.id === message.id))) return old;
        const [latest, ...older] = old.pages;
        return { ...old, pages: [{ ...latest, items: [...latest.items, message] }, ...older] };
      });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
    },
  });
}

/**
 * 'Écrire au prestataire': gets or creates the one conversation with that provider (POST /api/client/conversations),
 * then the caller opens it.
 */
export function useOpenConversationWith() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider_user_id: string) => startConversation({ provider_user_id, subject: null }),
    meta: { errorMessage: "Impossible d'ouvrir la conversation" },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: conversationKeys.list() }), queryClient.invalidateQueries({ queryKey: providerKeys.recent() })]),
  });
}

/**
 * On every screen of the area (the frame): a provider's new message updates the navigation's unread count, and
 * moves its conversation up in /client/messages with its badge, without a reload.
 */
export function useConversationsLive(): void {
  useLiveUpdates('conversations', [conversationKeys.list(), conversationKeys.unread()]);
}
