import { BadgeChip, Button, PersonAddIcon, useToast } from '@devis/platform';
import { conversationMessages, type ProviderConversationItem } from '@devis/domain';
import { useAddConversationClient } from '../../../api/conversations';

/** 'Déjà dans vos clients', or 'Ajouter client' which adds the client account to the provider's clients. */
export function ClientListAction({ conversation: c }: { conversation: ProviderConversationItem }) {
  const adding = useAddConversationClient();
  const toast = useToast();
  if (c.is_client_in_list) return <BadgeChip label={conversationMessages.alreadyClient} tone="green" />;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PersonAddIcon />}
      disabled={adding.isPending}
      onClick={() => adding.mutate(c.conversation_id, { onSuccess: () => toast.success(conversationMessages.clientAdded) })}
      sx={{ minHeight: 44 }}
    >
      {conversationMessages.addClient}
    </Button>
  );
}
