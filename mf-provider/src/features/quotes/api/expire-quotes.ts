import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';

export function expireQuotes(api: Pick<SessionApi, 'post'>): Promise<{ expired: number }> {
  return api.post<{ expired: number }>('/api/jobs/expire-quotes');
}

/**
 * The spec: the list triggers the expiry job each time it loads; a failure is only warned.
 * It runs once the first page has arrived (`listLoaded`), so it never competes with it: the list answer
 * already shows effective statuses.
 */
export function useExpireQuotesOnLoad(listLoaded: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!listLoaded || started.current) return;
    started.current = true;
    expireQuotes(api)
      .then((result) => {
        if (result?.expired > 0) void queryClient.invalidateQueries({ queryKey: ['/api/quotes'] });
      })
      .catch((error: unknown) => console.warn('expire-quotes job failed', error));
  }, [listLoaded, api, queryClient]);
}
