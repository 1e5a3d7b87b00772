import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, ArrowBackIcon, Box, Button, CompanyAvatar, MessageComposer, MessageThread, Paper, Skeleton, Stack, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery, useQuery } from '@devis/platform/query';
import { conversationMessages } from '@devis/domain';
import { conversationQuery, isNotFound, messagesQuery, threadOf, useConversationLive, useMarkConversationRead, useSendMessage } from '../../../api/conversations';
import { subjectOf } from '../utils/conversation-labels';
import { ClientListAction } from './client-list-action';
import { ConversationRequests } from './conversation-requests';

const backLink = (
  <Button component={Link} to="/app/messages" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
    Retour aux messages
  </Button>
);

/** /app/messages/:conversationId: the request cards, the thread and the composer (spec 001 §2 "Conversation page"). */
export default function ConversationPage() {
  const id = useParams().conversationId ?? '';
  const detail = useQuery(conversationQuery(id));
  const messages = useInfiniteQuery(messagesQuery(id));
  const notFound = isNotFound(detail.error) || isNotFound(messages.error);
  // The tab names the other party once known, as a mail client does.
  usePageTitle(notFound ? conversationMessages.notFound : (detail.data?.conversation.client_name ?? 'Messages'));
  const send = useSendMessage(id);
  const { mutate: markRead } = useMarkConversationRead();
  const thread = threadOf(messages.data);
  // New messages and request changes arrive without a reload, once the conversation is known to be the provider's.
  useConversationLive(detail.isSuccess ? id : null);

  // Opening the conversation reads it (when something is unread); so does a client's message arriving while it
  // is open. A read conversation is not written again: each write wakes every open list.
  const newestFromClient = [...thread].reverse().find((m) => m.sender_type === 'client')?.id;
  const unreadOnOpen = detail.data?.conversation.unread_count ?? 0;
  const loaded = detail.isSuccess && messages.isSuccess;
  const seen = useRef<{ id: string; newest: string | undefined } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (seen.current?.id !== id) {
      seen.current = { id, newest: newestFromClient };
      if (unreadOnOpen > 0) markRead(id);
    } else if (seen.current.newest !== newestFromClient) {
      seen.current.newest = newestFromClient;
      markRead(id);
    }
  }, [id, loaded, newestFromClient, unreadOnOpen, markRead]);

  if (notFound) {
    return (
      <Stack spacing={2}>
        {backLink}
        <Paper variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <Typography variant="h6" component="h1">
            {conversationMessages.notFound}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Cette conversation n'existe pas ou ne vous concerne pas.
          </Typography>
        </Paper>
      </Stack>
    );
  }

  const c = detail.data?.conversation;
  const subject = c ? subjectOf(c) : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
      {backLink}
      {detail.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              Réessayer
            </Button>
          }
        >
          {conversationMessages.loadFailed}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              {c ? <CompanyAvatar name={c.client_company_name || c.client_name} size={44} /> : <Skeleton variant="circular" width={44} height={44} />}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {c ? c.client_name : <Skeleton width={180} />}
                </Typography>
                {c && (c.client_company_name || subject) && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[c.client_company_name, subject].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </Box>
            </Stack>
            {c && <ClientListAction conversation={c} />}
          </Stack>
        </Paper>
      )}
      {detail.data && <ConversationRequests requests={detail.data.requests} />}
      <MessageThread
        messages={thread}
        own="provider"
        otherName={c?.client_name ?? 'Client'}
        label={c ? `Messages avec ${c.client_name}` : 'Messages'}
        loading={messages.isPending}
        error={messages.isError ? conversationMessages.loadFailed : null}
        onRetry={() => void messages.refetch()}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        height={{ xs: '52vh', sm: 440 }}
      />
      <MessageComposer onSend={(content, messageKey) => send.mutateAsync({ content, messageKey })} disabled={!detail.isSuccess} />
    </Stack>
  );
}
