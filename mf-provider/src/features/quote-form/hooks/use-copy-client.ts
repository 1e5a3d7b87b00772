import type { Quote } from '@devis/domain';
import { useRequesterRow } from '../../../api/quote-requests';

export interface CopyClient {
  id: string;
  name: string | null;
}

/**
 * The client a copy starts with: the source's. A quote a client created from the portal has no client row, only
 * its requester: the copy gets the provider's row for that requester, made when missing, as the proposal screen
 * does (useRequesterRow). undefined while that row loads; on failure the copy opens without a client, to be picked.
 */
export function useCopyClient(source: Quote | undefined): CopyClient | undefined {
  const requestId = source && !source.client_id && source.client_created ? source.quote_request_id : null;
  const requester = useRequesterRow(requestId);
  if (!source) return undefined;
  if (!requestId) return { id: source.client_id ?? '', name: source.client?.company_name ?? null };
  if (requester.row) return { id: requester.row.id, name: requester.row.company_name };
  return requester.failed ? { id: '', name: null } : undefined;
}
