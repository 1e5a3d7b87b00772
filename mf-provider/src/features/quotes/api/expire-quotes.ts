import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';

export function expireQuotes(api: Pick<SessionApi, 'post'>): Promise<{ expired: number }> {
  return api.post<{ expired: number }>('/api/jobs/expire-quotes');
}

/** The spec: the list triggers the expiry job each time it loads; a failure is only warned. */
export function useExpireQuotesOnLoad() {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    expireQuotes(api)
      .then((result) => {
        if (active && result?.expired > 0) void queryClient.invalidateQueries({ queryKey: ['/api/quotes'] });
      })
      .catch((error: unknown) => console.warn('expire-quotes job failed', error));
    return () => {
      active = false;
    };
    // Once per mount: the api object may change identity on token refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
