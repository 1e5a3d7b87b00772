import { Link } from 'react-router';
import { Badge, Box, Button, CompanyAvatar, Paper, Stack, Typography } from '@devis/platform';
import { conversationMessages, type ProviderConversationItem } from '@devis/domain';
import { lastActivityLabel, subjectOf, unreadLabel } from '../utils/conversation-labels';
import { ClientListAction } from './client-list-action';

/** One conversation of /app/messages: who, about what, the last message and when, unread, the client list, 'Ouvrir'. */
export function ConversationRow({ conversation: c }: { conversation: ProviderConversationItem }) {
  const unread = c.unread_count > 0;
  const subject = subjectOf(c);
  const to = `/app/messages/${encodeURIComponent(c.conversation_id)}`;
  return (
    <Paper component="article" variant="outlined" aria-label={c.client_name} sx={{ p: { xs: 1.5, sm: 2 }, borderColor: unread ? 'primary.light' : 'divider' }}>
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Badge color="primary" badgeContent={c.unread_count} max={99} overlap="circular" slotProps={{ badge: { 'aria-hidden': true } }}>
          <CompanyAvatar name={c.client_company_name || c.client_name} size={44} />
        </Badge>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              {c.client_name}
            </Typography>
            {c.last_message_at && (
              <Typography variant="caption" color={unread ? 'primary.dark' : 'text.secondary'} sx={{ flexShrink: 0, fontWeight: unread ? 700 : 400 }}>
                <time dateTime={c.last_message_at}>{lastActivityLabel(c.last_message_at)}</time>
              </Typography>
            )}
          </Stack>
          {c.client_company_name && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {c.client_company_name}
            </Typography>
          )}
          {subject && (
            <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5, overflowWrap: 'anywhere' }}>
              {subject}
            </Typography>
          )}
          <Typography
            variant="body2"
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ mt: 0.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: unread ? 600 : 400 }}
          >
            {c.last_message_content ?? 'Aucun message pour le moment'}
          </Typography>
          {unread && (
            <Typography variant="caption" color="primary.dark" sx={{ fontWeight: 700 }}>
              {unreadLabel(c.unread_count)}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <ClientListAction conversation={c} />
            <Button component={Link} to={to} variant="contained" size="small" aria-label={`${conversationMessages.open} la conversation avec ${c.client_name}`} sx={{ minHeight: 44, minWidth: 88 }}>
              {conversationMessages.open}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
