import { useCallback } from 'react';
import { ApiError, useToast } from '@devis/platform';
import { useApi } from '@devis/platform/session';

/**
 * Opens a quote's PDF in a new tab. The request itself (POST /fn/generateQuotePdf returning bytes)
 * belongs to the sending feature's api/open-quote-pdf.ts; until it lands the JSON client is used.
 */
export function useQuotePdf() {
  const api = useApi();
  const toast = useToast();
  return useCallback(
    async (quoteId: string) => {
      try {
        const answer = await api.post<{ url?: string } | undefined>('/fn/generateQuotePdf', { quoteId, format: 'pdf' });
        if (!answer?.url) throw new Error('no PDF url');
        window.open(answer.url, '_blank', 'noopener');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) toast.error('Erreur', 'Session expirée, veuillez vous reconnecter');
        else if (error instanceof ApiError) toast.error('Erreur', 'Erreur lors de la génération du PDF');
        else toast.error('Erreur', 'Impossible de télécharger le PDF');
      }
    },
    [api, toast],
  );
}
