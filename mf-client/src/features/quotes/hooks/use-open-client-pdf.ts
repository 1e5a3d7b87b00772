import { useCallback, useState } from 'react';
import { useToast } from '@devis/platform';
import { getClientQuotePdf } from '../../../api/client-quotes';

export const pdfMessages = { done: 'Le devis PDF a été généré avec succès', failed: 'Impossible de générer le PDF du devis' } as const;

/**
 * 'Générer le devis': the real PDF (the provider quotes' renderer) in a new tab. The tab opens in the click
 * (pop-up blockers allow that) and gets the document when it arrives; no print-after-delay trick.
 */
export function useOpenClientPdf() {
  const toast = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const open = useCallback(
    async (quoteId: string) => {
      const tab = window.open('', '_blank');
      setPendingId(quoteId);
      try {
        const url = URL.createObjectURL(await getClientQuotePdf(quoteId));
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        toast.success('Succès', pdfMessages.done);
      } catch {
        tab?.close();
        toast.error('Erreur', pdfMessages.failed);
      } finally {
        setPendingId(null);
      }
    },
    [toast],
  );
  return { open, pendingId };
}
