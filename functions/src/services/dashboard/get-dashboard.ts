import {
  clientActivity,
  mergeActivity,
  parisDay,
  quoteActivity,
  RECENT_ACTIVITY_PER_ENTITY,
  serviceActivity,
  type ActivityItem,
  type DashboardStats,
} from '@devis/domain';
import type { Query, Store, Where } from '../../store/port';
import { CLIENTS, type ClientDoc } from '../clients/client-record';
import { SERVICES, type ServiceDoc } from '../catalogue/service-record';
import { QUOTE_SUMMARY_FIELDS, QUOTES, toQuoteSummary, type QuoteSummaryDoc } from '../quotes/quote-record';
import { countQuotes } from '../quotes/quote-status-filters';

export interface Dashboard {
  stats: DashboardStats;
  activity: ActivityItem[];
}

/**
 * Counters and recent activity: six counts and three small queries, all filtered by the caller. The quote
 * counters count effective statuses the way the quotes list filters them (a sent quote past its validity is
 * not 'sent', one without a validity day is: two counts), and write nothing. About 20 billed reads for a
 * provider under 1,000 quotes.
 */
export async function getDashboard(deps: { store: Store; now: () => Date }, uid: string): Promise<Dashboard> {
  const { store } = deps;
  const today = parisDay(deps.now());
  const own: Where[] = [['user_id', '==', uid]];
  const latest: Query = { where: own, orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: RECENT_ACTIVITY_PER_ENTITY };
  const [totalQuotes, draftQuotes, sentQuotes, acceptedQuotes, totalClients, quotes, clients, services] = await Promise.all([
    countQuotes(store, own, 'all', today),
    countQuotes(store, own, 'draft', today),
    countQuotes(store, own, 'sent', today),
    countQuotes(store, own, 'accepted', today),
    store.count(CLIENTS, { where: own }),
    store.query<QuoteSummaryDoc>(QUOTES, { ...latest, select: [...QUOTE_SUMMARY_FIELDS] }),
    store.query<ClientDoc>(CLIENTS, latest),
    store.query<ServiceDoc>(SERVICES, latest),
  ]);
  return {
    stats: { totalQuotes, draftQuotes, sentQuotes, acceptedQuotes, totalClients },
    activity: mergeActivity(
      quotes.map((q) => quoteActivity(toQuoteSummary(q, today))),
      clients.map(clientActivity),
      services.map(serviceActivity),
    ),
  };
}
