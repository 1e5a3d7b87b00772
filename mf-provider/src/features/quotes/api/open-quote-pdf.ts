import { useCallback } from 'react';
import { ApiError, useToast } from '@devis/platform';
import { useApi, type SessionApi } from '@devis/platform/session';
import { sendMessages } from '@devis/domain';

interface PdfAnswer {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** POST /fn/generateQuotePdf; the platform client asks for JSON, so the bytes come back in base64. */
export async function fetchQuotePdf(api: Pick<SessionApi, 'post'>, quoteId: string): Promise<Blob> {
  const answer = await api.post<PdfAnswer>('/fn/generateQuotePdf', { quoteId, format: 'pdf' });
  if (!answer?.dataBase64) throw new Error('empty PDF answer');
  const bytes = Uint8Array.from(atob(answer.dataBase64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

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
  const api = useApi();
  const toast = useToast();
  return useCallback(
    async (quoteId: string) => {
      const tab = window.open('', '_blank');
      try {
        const url = URL.createObjectURL(await fetchQuotePdf(api, quoteId));
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        // The tab keeps the document; the URL itself can go after a while.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        toast.error('Erreur', pdfErrorMessage(error));
      }
    },
    [api, toast],
  );
}
