import { useNavigate } from 'react-router';
import type { ComponentProps } from 'react';
import { Button, ChatIcon } from '@devis/platform';
import { useOpenConversationWith } from '../api/conversations';

interface Props extends Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'sx'> {
  providerUserId: string;
  label?: string;
  /** Where several providers are on screen: whose conversation it opens, e.g. 'Écrire à Atelier Dupont'. */
  accessibleName?: string;
}

/**
 * Opens the conversation with a provider: gets or creates the one conversation of the pair, then its page.
 * Used on the provider's page and on each answer of "Mes Devis". A failure is toasted by the query client.
 */
export function WriteToProviderButton({ providerUserId, label = 'Écrire au prestataire', accessibleName, ...button }: Props) {
  const navigate = useNavigate();
  const open = useOpenConversationWith();
  return (
    <Button
      startIcon={<ChatIcon />}
      {...button}
      disabled={open.isPending}
      aria-label={accessibleName}
      onClick={() =>
        open.mutate(providerUserId, { onSuccess: ({ conversation }) => navigate(`/client/messages/${encodeURIComponent(conversation.id)}`) })
      }
    >
      {label}
    </Button>
  );
}
