import {
  clientActivity,
  mergeActivity,
  quoteActivity,
  RECENT_ACTIVITY_PER_ENTITY,
  serviceActivity,
  type ActivityItem,
  type DashboardStats,
} from '@devis/domain';
import type { Query, Store } from '../../store/port';
import { CLIENTS, type ClientDoc } from '../clients/client-record';
import { SERVICES, type ServiceDoc } from '../services/service-record';
import { QUOTES, toQuoteSummary, type QuoteDoc } from '../quotes/quote-record';
import { expireQuotes } from '../../jobs/expire-quotes';

export interface Dashboard {
  stats: DashboardStats;
  activity: ActivityItem[];
}

/** Counters and recent activity: a few counts and three small queries, all filtered by the caller. */
export async function getDashboard(deps: { store: Store; now: () => Date }, uid: string): Promise<Dashboard> {
  const { store } = deps;
  // Counters count stored statuses: bring lapsed sent quotes to 'expired' first.
  await expireQuotes(deps, { userId: uid });
  const now = deps.now();
  const own = (extra: Query['where'] = []): Query => ({ where: [['user_id', '==', uid], ...extra] });
  const latest: Query = { ...own(), orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: RECENT_ACTIVITY_PER_ENTITY };
  const [totalQuotes, draftQuotes, sentQuotes, acceptedQuotes, totalClients, quotes, clients, services] = await Promise.all([
    store.count(QUOTES, own()),
    store.count(QUOTES, own([['status', '==', 'draft']])),
    store.count(QUOTES, own([['status', '==', 'sent']])),
    store.count(QUOTES, own([['status', '==', 'accepted']])),
    store.count(CLIENTS, own()),
    store.query<QuoteDoc>(QUOTES, latest),
    store.query<ClientDoc>(CLIENTS, latest),
    store.query<ServiceDoc>(SERVICES, latest),
  ]);
  return {
    stats: { totalQuotes, draftQuotes, sentQuotes, acceptedQuotes, totalClients },
    activity: mergeActivity(
      quotes.map((q) => quoteActivity(toQuoteSummary(q, now))),
      clients.map(clientActivity),
      services.map(serviceActivity),
    ),
  };
}
