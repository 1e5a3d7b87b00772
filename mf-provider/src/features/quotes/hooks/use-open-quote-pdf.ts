import { useCallback } from 'react';
import { ApiError, useToast } from '@devis/platform';
import { sendMessages } from '@devis/domain';
import { getQuotePdf } from '../../../api/quotes';

/** The spec's three PDF errors: no session, the server failed, anything else (network, pop-up). */
export function pdfErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return sendMessages.sessionExpired;
  if (error instanceof ApiError && error.status !== 0) return sendMessages.pdfFailed;
  return sendMessages.pdfDownloadFailed;
}

/**
 * Opens a quote's PDF in a new tab. The tab is opened synchronously in the click (pop-up blockers allow
 * that), then pointed at the PDF once it arrives; no print-after-delay trick.
 */
export function useOpenQuotePdf() {
  const toast = useToast();
  return useCallback(
    async (quoteId: string) => {
      const tab = window.open('', '_blank');
      try {
        const url = URL.createObjectURL(await getQuotePdf(quoteId));
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        // The tab keeps the document; the URL itself can go after a while.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        toast.error('Erreur', pdfErrorMessage(error));
      }
    },
    [toast],
  );
}
