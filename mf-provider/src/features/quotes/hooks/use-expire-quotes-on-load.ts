import { useEffect, useRef } from 'react';
import { useQueryClient } from '@devis/platform/query';
import { expireQuotes, quoteKeys } from '../../../api/quotes';

/**
 * The spec: the list triggers the expiry job each time it loads; a failure is only warned.
 * It runs once the first page has arrived (`listLoaded`), so it never competes with it: the list answer
 * already shows effective statuses.
 */
export function useExpireQuotesOnLoad(listLoaded: boolean) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!listLoaded || started.current) return;
    started.current = true;
    expireQuotes()
      .then((result) => {
        if (result?.expired > 0) void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      })
      .catch((error: unknown) => console.warn('expire-quotes job failed', error));
  }, [listLoaded, queryClient]);
}
