import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { conversationMessages, type ClientConversationItem } from '@devis/domain';
import { ApiError, ArrowBackIcon, Box, Button, CircularProgress, CompanyAvatar, MessageComposer, MessageThread, Stack, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery, useQuery } from '@devis/platform/query';
import { useLiveUpdates } from '@devis/platform/session';
import { conversationKeys, conversationQuery, messagesQuery, threadMessages, useMarkRead, useSendMessage } from '../../../api/conversations';

/** /client/messages/{conversationId}: the thread with one provider, the client's messages on the right. */
export default function ConversationPage() {
  const { conversationId = '' } = useParams();
  const conversation = useQuery(conversationQuery(conversationId));
  const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
  // The tab names the provider once known, as a mail client does.
  usePageTitle(missing ? conversationMessages.notFound : (conversation.data?.conversation.provider_company_name ?? 'Messages'));
  if (conversation.isPending) return <CircularProgress aria-label="Chargement de la conversation" />;
  if (!conversation.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1">
          {missing ? conversationMessages.notFound : conversationMessages.loadFailed}
        </Typography>
        <Button component={Link} to="/client/messages" startIcon={<ArrowBackIcon />}>
          Toutes les conversations
        </Button>
      </Stack>
    );
  }
  return <Conversation conversation={conversation.data.conversation} />;
}

function Conversation({ conversation: c }: { conversation: ClientConversationItem }) {
  const id = c.conversation_id;
  const messages = useInfiniteQuery(messagesQuery(id));
  const send = useSendMessage();
  const markRead = useMarkRead();
  const thread = threadMessages(messages.data);
  // The provider's answers appear without a reload (and are marked read below).
  useLiveUpdates(`conversation:${id}`, [conversationKeys.messages(id), conversationKeys.detail(id)]);

  // Opening marks read, and so does each provider message that arrives while the page is open.
  const lastFromProvider = [...thread].reverse().find((m) => m.sender_type === 'provider')?.id;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (messages.isSuccess) mark(id);
  }, [id, lastFromProvider, messages.isSuccess, mark]);

  return (
    <Stack spacing={2}>
      <Button component={Link} to="/client/messages" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Toutes les conversations
      </Button>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <CompanyAvatar name={c.provider_company_name} src={c.provider_logo_url} size={48} />
        {/* On a phone the button goes under the name, on its own line. */}
        <Box sx={{ minWidth: 0, flexGrow: 1, flexBasis: { xs: 'calc(100% - 64px)', sm: 'auto' } }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
            {c.provider_company_name}
          </Typography>
          {c.subject && <Typography color="text.secondary">{c.subject}</Typography>}
        </Box>
        <Button component={Link} to={`/client/providers/${encodeURIComponent(c.provider_user_id)}`} sx={{ flexShrink: 0 }}>
          Voir le prestataire
        </Button>
      </Stack>
      <MessageThread
        messages={thread}
        own="client"
        otherName={c.provider_company_name}
        label={`Messages avec ${c.provider_company_name}`}
        loading={messages.isPending}
        error={messages.isError && !messages.data ? conversationMessages.loadFailed : null}
        onRetry={() => void messages.refetch()}
        emptyText={`Aucun message pour le moment. Écrivez à ${c.provider_company_name}.`}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        // Never below 12 rem: with the phone's keyboard open the viewport shrinks, and the messages must stay in view.
        height={{ xs: 'max(12rem, calc(100dvh - 360px))', sm: 440 }}
      />
      <MessageComposer onSend={(content, messageKey) => send.mutateAsync({ id, content, messageKey })} disabled={!messages.isSuccess} />
    </Stack>
  );
}
