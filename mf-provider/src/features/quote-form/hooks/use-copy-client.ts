import { useEffect, useState } from 'react';
import type { Quote } from '@devis/domain';
import { useEnsureRequesterClient } from '../../../api/quote-requests';

export interface CopyClient {
  id: string;
  name: string | null;
}

/**
 * The client a copy starts with: the source's. A quote a client created from the portal has no client row, only
 * its requester: the copy gets the provider's row for that requester, made when missing, as the proposal screen
 * does (one row per requester, so opening twice makes one). undefined while that row loads; on failure (the query
 * client toasts why) the copy opens without a client, to be picked.
 */
export function useCopyClient(source: Quote | undefined): CopyClient | undefined {
  const requestId = source && !source.client_id && source.client_created ? source.quote_request_id : null;
  const { mutate: ensureRow } = useEnsureRequesterClient();
  const [row, setRow] = useState<CopyClient | null>(null);
  useEffect(() => {
    if (!requestId) return;
    ensureRow(requestId, {
      onSuccess: (client) => setRow({ id: client.id, name: client.company_name }),
      onError: () => setRow({ id: '', name: null }),
    });
  }, [requestId, ensureRow]);

  if (!source) return undefined;
  if (!requestId) return { id: source.client_id ?? '', name: source.client?.company_name ?? null };
  return row ?? undefined;
}
