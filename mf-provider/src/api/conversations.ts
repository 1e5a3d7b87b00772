import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@devis/platform/query';
import { sessionApi, useLiveUpdates } from '@devis/platform/session';
import { ApiError, type ThreadMessage } from '@devis/platform';
import { conversationMessages, type Message, type MessagePage, type ProviderConversationItem, type QuoteRequest } from '@devis/domain';
import { clientKeys } from './clients';
import { listUrl } from './lists';

// The provider's conversations (functions/API.md "Conversations, public chat, live updates"): the list, one
// conversation with its request cards, its messages, sending, marking read and "Ajouter client".

export const CONVERSATIONS_PAGE_SIZE = 30;

export interface ConversationList {
  items: ProviderConversationItem[];
  nextCursor: string | null;
}

export interface ConversationDetail {
  conversation: ProviderConversationItem;
  requests: QuoteRequest[];
}

/** Message pages, newest page first (each page oldest first): the next page is the older one. */
export type MessagePages = InfiniteData<MessagePage>;

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  messages: (id: string) => [...conversationKeys.all, 'messages', id] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
};

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export const getConversations = (cursor: string | null) => sessionApi.get<ConversationList>(listUrl('/api/conversations', { limit: CONVERSATIONS_PAGE_SIZE, cursor }));
export const getConversation = (id: string) => sessionApi.get<ConversationDetail>(conversationPath(id));
export const getMessages = (id: string, before: string | null) =>
  sessionApi.get<MessagePage>(`${conversationPath(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`);
export const sendMessage = ({ id, content, messageKey }: { id: string; content: string; messageKey: string }) =>
  sessionApi.post<Message>(`${conversationPath(id)}/messages`, { content, message_key: messageKey });
export const markConversationRead = (id: string) => sessionApi.post<void>(`${conversationPath(id)}/read`);
export const addConversationClient = (id: string) => sessionApi.post<{ client_id: string; message: string }>(`${conversationPath(id)}/add-client`);

/** A conversation that is not the caller's answers 404 like a missing one: the page says so, no toast (no retry: a 4xx). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.lists(),
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: conversationMessages.loadFailed },
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: () => getConversation(id),
    // The loader's failed attempt is the page's answer: no second request when the page mounts.
    retryOnMount: false,
    meta: { errorMessage: (error) => (isNotFound(error) ? '' : conversationMessages.loadFailed) },
  });

/**
 * The thread: the latest 50 messages, then older pages on demand. Pages go newest first so that a refetch
 * (a live update) starts from the latest messages and walks back through the pages already loaded.
 */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    // The loader's failed attempt is the page's answer: no second request when the page mounts.
    retryOnMount: false,
    // Dropped soon after the conversation closes: reopened later, it is fetched fresh (live updates only
    // reach an open conversation), while the loader's prefetch still serves the page it opens.
    gcTime: 10_000,
    meta: { errorMessage: (error) => (isNotFound(error) ? '' : conversationMessages.loadFailed) },
  });

/**
 * The provider's conversations follow new messages and reads without a reload (GET /api/live, channel
 * 'conversations'): the list and the unread count beside 'Messages', on every screen of the area.
 */
export function useConversationsLive(): void {
  useLiveUpdates('conversations', [conversationKeys.lists(), conversationKeys.unread()]);
}

/** An open conversation: its thread and request cards follow channel 'conversation:{id}' (null: not yet known). */
export function useConversationLive(id: string | null): void {
  useLiveUpdates(id ? `conversation:${id}` : null, id ? [conversationKeys.messages(id), conversationKeys.detail(id)] : []);
}

/** The thread oldest first, from the pages (newest page first). */
export function threadOf(data: MessagePages | undefined): ThreadMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

/**
 * The unread messages beside 'Messages' in the navigation, counted on the list's first page (unread conversations
 * are the latest active, so they are on it). Its own key, without an error toast: a failure on any screen only
 * hides the count.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: async () => (await getConversations(null)).items.reduce((n, c) => n + c.unread_count, 0),
  });

/** Changes one conversation wherever it is cached (list pages and detail), without a request. */
function patchConversation(queryClient: QueryClient, id: string, patch: Partial<ProviderConversationItem>) {
  queryClient.setQueriesData<InfiniteData<ConversationList>>({ queryKey: conversationKeys.lists() }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.conversation_id === id ? { ...c, ...patch } : c)) })) },
  );
  queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (data) => data && { ...data, conversation: { ...data.conversation, ...patch } });
}

/** The unread count cached for one conversation (detail or list). */
function unreadOf(queryClient: QueryClient, id: string): number {
  const detail = queryClient.getQueryData<ConversationDetail>(conversationKeys.detail(id));
  if (detail) return detail.conversation.unread_count;
  const lists = queryClient.getQueriesData<InfiniteData<ConversationList>>({ queryKey: conversationKeys.lists() });
  for (const [, data] of lists) {
    const found = data?.pages.flatMap((page) => page.items).find((c) => c.conversation_id === id);
    if (found) return found.unread_count;
  }
  return 0;
}

/** Replaces the message `tempId` of the newest page (or removes it when `message` is null). */
function replaceMessage(queryClient: QueryClient, id: string, tempId: string, message: ThreadMessage | null) {
  queryClient.setQueryData<MessagePages>(conversationKeys.messages(id), (data) => {
    if (!data?.pages[0]) return data;
    const [newest, ...older] = data.pages;
    const has = (m: ThreadMessage) => m.id === message?.id;
    // A live refetch may already have brought the saved message: then only the placeholder goes.
    const items = newest.items.flatMap((m) => (m.id !== tempId ? [m] : message && !newest.items.some(has) ? [message as Message] : []));
    return { ...data, pages: [{ ...newest, items }, ...older] };
  });
}

/**
 * Sends a message: it shows at once at the end of the thread ('Envoi...'), replaced by the saved one when the
 * server answers, removed again if it refused (the composer keeps the draft).
 */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, messageKey }: { content: string; messageKey: string }) => sendMessage({ id, content, messageKey }),
    meta: { errorMessage: (error) => ((error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) || conversationMessages.sendFailed) },
    onMutate: async ({ content }) => {
      await queryClient.cancelQueries({ queryKey: conversationKeys.messages(id) });
      const tempId = `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const pending: ThreadMessage = { id: tempId, sender_type: 'provider', content, created_at: new Date().toISOString(), pending: true };
      queryClient.setQueryData<MessagePages>(conversationKeys.messages(id), (data) =>
        data?.pages[0] ? { ...data, pages: [{ ...data.pages[0], items: [...data.pages[0].items, pending as Message] }, ...data.pages.slice(1)] } : data,
      );
      return { tempId };
    },
    onSuccess: (message, _content, context) => {
      replaceMessage(queryClient, id, context.tempId, message);
      patchConversation(queryClient, id, { last_message_content: message.content, last_message_at: message.created_at, updated_at: message.created_at });
      // Not awaited: the composer empties as soon as the message is saved.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
    onError: (_error, _content, context) => {
      if (context) replaceMessage(queryClient, id, context.tempId, null);
    },
  });
}

/** Opening a conversation (or reading a new message in it) sets its unread count to 0 here and on the server. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: async (id) => {
      // A count on its way may predate this read: it is dropped and asked again once the read is saved.
      await queryClient.cancelQueries({ queryKey: conversationKeys.unread() });
      const total = queryClient.getQueryData<number>(conversationKeys.unread());
      if (total !== undefined) queryClient.setQueryData<number>(conversationKeys.unread(), Math.max(0, total - unreadOf(queryClient, id)));
      patchConversation(queryClient, id, { unread_count: 0 });
      return { counted: total !== undefined };
    },
    onSuccess: (_answer, _id, context) => {
      if (!context.counted) void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
    },
    // A failure is not worth a toast: the counts come back with the next refresh.
    onError: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** "Ajouter client": the badge turns at once on success; the clients list has one more row. */
export function useAddConversationClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConversationClient,
    meta: { errorMessage: (error) => (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message) || conversationMessages.addClientFailed },
    onSuccess: (_answer, id) => {
      patchConversation(queryClient, id, { is_client_in_list: true });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
