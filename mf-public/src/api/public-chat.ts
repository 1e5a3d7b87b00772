import { ApiError, apiRequest } from '@devis/platform';
import { queryOptions, useMutation, useQueryClient } from '@devis/platform/query';
import { conversationMessages, type Message, type PublicChatView } from '@devis/domain';
import { publicQuoteKeys } from './public-quotes';

// The chat of a quote link (functions/API.md "Conversations, public chat"): anonymous, the token is the
// capability; the browser's signed cookie (HttpOnly, set by the server) remembers the email given per link.

/** Spec 001 §4 and §9: the drawer's messages refresh every 10 000 ms while it is open. */
export const CHAT_REFRESH_MS = 10_000;

const messagesPath = (publicId: string) => `/api/public/quotes/${encodeURIComponent(publicId)}/messages`;

export const publicChatKey = (publicId: string, token: string) => [...publicQuoteKeys.all, 'chat', publicId, token] as const;

export const getPublicChat = (publicId: string, token: string) => apiRequest<PublicChatView>(`${messagesPath(publicId)}?t=${encodeURIComponent(token)}`);

export interface PublicChatPost {
  message: Message;
  visitor_email: string | null;
}

export const postPublicChatMessage = (publicId: string, body: { t: string; email: string | null; body: string; message_key: string }) =>
  apiRequest<PublicChatPost>(messagesPath(publicId), { method: 'POST', body });

/**
 * The drawer's thread, polled while the drawer is open (the caller mounts it only then). No toast: a refresh
 * that fails every 10 s would stack them; the drawer says it once, inline.
 */
export const publicChatQuery = (publicId: string, token: string) =>
  queryOptions({
    queryKey: publicChatKey(publicId, token),
    queryFn: () => getPublicChat(publicId, token),
    staleTime: 0,
    refetchInterval: CHAT_REFRESH_MS,
    retry: false,
  });

/**
 * Why a message did not leave, under the toast title "Impossible d'envoyer le message": the server's French
 * words for a refusal (a limit, a link no longer valid), a network failure's, else the spec's fallback.
 */
export function chatSendError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) return error.message;
  return conversationMessages.publicSendFailed;
}

/** The sent message joins the thread at once, and the email the server now knows hides the email field. */
export function useSendPublicChatMessage(publicId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string | null; body: string; message_key: string }) => postPublicChatMessage(publicId, { t: token, ...input }),
    onSuccess: ({ message, visitor_email }) =>
      queryClient.setQueryData(publicChatQuery(publicId, token).queryKey, (old) => ({
        messages: old?.messages.some((m) => m.id === message.id) ? old.messages : [...(old?.messages ?? []), message],
        visitor_email: visitor_email ?? old?.visitor_email ?? null,
      })),
  });
}
