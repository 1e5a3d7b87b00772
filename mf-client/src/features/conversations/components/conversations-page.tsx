import { Link } from 'react-router';
import { formatDateTime, type ClientConversationItem } from '@devis/domain';
import { BadgeChip, Box, Button, Card, CardContent, ChatIcon, CircularProgress, CompanyAvatar, EmptyState, Stack, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { conversationsQuery } from '../../../api/conversations';

/** /client/messages: the client's conversations with providers, latest activity first, unread ones marked. */
export default function ConversationsPage() {
  usePageTitle('Messages');
  const conversations = useInfiniteQuery(conversationsQuery());
  const items = conversations.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Messages
      </Typography>
      {conversations.isPending ? (
        <CircularProgress aria-label="Chargement des conversations" />
      ) : items.length === 0 ? (
        <EmptyState
          title="Aucune conversation"
          description="Écrivez à un prestataire depuis sa page, ou demandez-lui un devis : vos échanges apparaîtront ici."
          action={
            <Button component={Link} to="/client/providers" variant="contained">
              Voir les prestataires
            </Button>
          }
        />
      ) : (
        <Stack spacing={1.5} component="ul" aria-label="Conversations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((c) => (
            <ConversationRow key={c.conversation_id} conversation={c} />
          ))}
        </Stack>
      )}
      {conversations.hasNextPage && (
        <Button onClick={() => conversations.fetchNextPage()} disabled={conversations.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {conversations.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
    </Stack>
  );
}

export const unreadLabel = (count: number) => (count === 1 ? '1 non lu' : `${count} non lus`);

function ConversationRow({ conversation: c }: { conversation: ClientConversationItem }) {
  const unread = c.unread_count > 0;
  return (
    <Card component="li" variant="outlined" aria-label={c.provider_company_name} sx={{ borderColor: unread ? 'primary.main' : undefined }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={2} sx={{ minWidth: 0, flexGrow: 1, alignItems: 'flex-start' }}>
          <CompanyAvatar name={c.provider_company_name} src={c.provider_logo_url} size={44} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 600 }}>
                {c.provider_company_name}
              </Typography>
              {unread && <BadgeChip label={unreadLabel(c.unread_count)} tone="blue" />}
            </Stack>
            {c.subject && (
              <Typography variant="body2" color="text.secondary">
                {c.subject}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: unread ? 600 : 400 }}>
              {c.last_message_content ?? 'Aucun message pour le moment'}
            </Typography>
            {c.last_message_at && (
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(c.last_message_at)}
              </Typography>
            )}
          </Box>
        </Stack>
        <Button
          component={Link}
          to={`/client/messages/${encodeURIComponent(c.conversation_id)}`}
          variant={unread ? 'contained' : 'outlined'}
          startIcon={<ChatIcon />}
          aria-label={`Ouvrir la conversation avec ${c.provider_company_name}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' }, minHeight: 44 }}
        >
          Ouvrir
        </Button>
      </CardContent>
    </Card>
  );
}
