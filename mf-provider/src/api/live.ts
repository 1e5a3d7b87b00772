import { useLiveUpdates } from '@devis/platform/session';
import { dashboardKeys } from './dashboard';
import { quoteKeys } from './quotes';
import { quoteRequestKeys } from './quote-requests';

/**
 * The quotes list, the dashboard and the quote requests follow what happens elsewhere without a reload: a
 * quote accepted, refused or viewed through its link, a new request, a client's answer (GET /api/live, channel
 * 'quotes'). Every screen on it refreshes all three: each shows a part of the others (counters, statuses).
 */
export function useQuotesLive(): void {
  useLiveUpdates('quotes', [quoteKeys.all, dashboardKeys.all, quoteRequestKeys.all]);
}
