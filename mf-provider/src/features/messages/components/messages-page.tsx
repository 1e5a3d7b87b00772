import { Alert, Box, Button, EmptyState, Paper, Skeleton, Stack, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { conversationMessages } from '@devis/domain';
import { conversationsQuery } from '../../../api/conversations';
import { ConversationRow } from './conversation-row';

/** /app/messages: the provider's conversations, latest activity first (spec 001 §2 "Provider messages"). */
export default function MessagesPage() {
  usePageTitle('Messages');
  const list = useInfiniteQuery(conversationsQuery());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) {
    body = (
      <Stack spacing={1.5} aria-busy aria-label="Chargement des conversations">
        {[0, 1, 2].map((i) => (
          <Paper key={i} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2}>
              <Skeleton variant="circular" width={44} height={44} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="25%" />
                <Skeleton width="80%" />
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Réessayer
          </Button>
        }
      >
        {conversationMessages.loadFailed}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined">
        <EmptyState
          title="Aucune conversation"
          description="Les messages de vos clients apparaîtront ici : ils vous écrivent depuis votre fiche prestataire, une demande de devis ou le lien d'un devis."
        />
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={1.5}>
        {items.map((c) => (
          <ConversationRow key={c.conversation_id} conversation={c} />
        ))}
        {list.hasNextPage && (
          <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ alignSelf: 'center', minHeight: 44 }}>
            {list.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Messages
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Vos échanges avec vos clients, les plus récents en premier.
      </Typography>
      {body}
    </Box>
  );
}
