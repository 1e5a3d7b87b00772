import { useNavigate } from 'react-router';
import { useStartConversation, type ProviderRef } from '../../../api/providers';

/**
 * 'Demander un devis': gets or creates the conversation with the provider, then opens the wizard with the
 * provider preselected (spec 001 "Provider detail page"). A failure is toasted by the query client.
 */
export function useRequestQuote() {
  const navigate = useNavigate();
  const start = useStartConversation();
  return {
    pendingId: start.isPending ? start.variables?.provider_user_id ?? null : null,
    request: (provider: ProviderRef) =>
      start.mutate(
        { provider_user_id: provider.user_id, subject: 'Demande de devis' },
        { onSuccess: () => navigate('/client/create-quote', { state: { provider } }) },
      ),
  };
}
