import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { SendQuoteInput, SendQuoteResult } from '@devis/domain';

/** POST /fn/sendQuote: the server emails the client and answers the public link. */
export function sendQuote(api: Pick<SessionApi, 'post'>, input: SendQuoteInput): Promise<SendQuoteResult> {
  return api.post<SendQuoteResult>('/fn/sendQuote', input);
}

export function useSendQuote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendQuoteInput) => sendQuote(api, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/quotes'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] }),
      ]),
  });
}
