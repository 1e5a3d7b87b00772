import type { Cents } from '../money';
import { isFinalVersion } from './provider-status';
import type { ClientQuoteItem } from './types';

/**
 * The amount of a request's final version when it differs from what the client asked (an accepted
 * modification, or a copy under the VAT franchise): what the client will pay, shown wherever the request is.
 * Null while no answer, or several, are final.
 */
export function finalTotalTtc(item: ClientQuoteItem): Cents | null {
  if (item.kind !== 'request' || item.line_count === 0) return null;
  const finals = item.responses.filter((r) => isFinalVersion(r.quote_status));
  return finals.length === 1 && finals[0]!.total_ttc !== item.total_ttc ? finals[0]!.total_ttc : null;
}
