import { useLiveUpdates } from '@devis/platform/session';
import { clientQuoteKeys } from './client-quotes';

/** "Mes Devis" and the dashboard follow the providers' answers without a reload (GET /api/live, 'client-quotes'). */
export function useClientQuotesLive(): void {
  useLiveUpdates('client-quotes', [clientQuoteKeys.all]);
}
