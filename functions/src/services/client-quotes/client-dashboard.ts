import type { ClientDashboard, RecentProvider } from '@devis/domain';
import type { Store, Where } from '../../store/port';
import type { Caller } from '../context';
import { CONVERSATIONS, type ConversationDoc } from '../conversations/conversation-record';
import { QUOTES } from '../quotes/quote-record';
import { clientAccountOf } from '../request-loop/parties';
import { QUOTE_REQUESTS } from '../request-loop/loop-records';
import { listClientQuotes } from './list-client-quotes';

export const DASHBOARD_RECENT_QUOTES = 5;
export const RECENT_PROVIDERS = 3;

/**
 * The client's home (spec 001 "Client dashboard"): counters over the providers' answers (every quote the
 * client asked for, and those sent to the account), the 5 latest cards of "Mes Devis", and the 3 providers
 * last contacted (latest conversations). 1 + 5 counts + at most 12 + 3 reads.
 */
export async function clientDashboard(deps: { store: Store; now: () => Date }, caller: Caller): Promise<ClientDashboard> {
  const own: Where[] = [['client_account_id', '==', caller.uid]];
  const count = (collection: string, extra: Where[]) => deps.store.count(collection, { where: [...own, ...extra] });
  const [account, answers, shared, pending, accepted, modified, recent, conversations] = await Promise.all([
    clientAccountOf(deps.store, caller),
    count(QUOTE_REQUESTS, []),
    count(QUOTES, [['shared_with_client_account', '==', true]]),
    // Awaiting the provider: with or without the client's quote.
    count(QUOTE_REQUESTS, [['status', 'in', ['pending', 'quoted', 'quote_sent']]]),
    count(QUOTE_REQUESTS, [['provider_status', '==', 'accepted']]),
    count(QUOTE_REQUESTS, [['provider_status', '==', 'modified']]),
    listClientQuotes(deps, caller, { limit: DASHBOARD_RECENT_QUOTES, cursor: '' }),
    recentProviders(deps, caller),
  ]);
  return {
    name: account.name,
    stats: { total: answers + shared, pending, accepted, modified },
    recentQuotes: recent.items,
    recentProviders: conversations,
  };
}

/** The providers last contacted (the client's latest conversations): the wizard's step 2 and the dashboard. 3 reads. */
export async function recentProviders(deps: { store: Store }, caller: Caller): Promise<RecentProvider[]> {
  const conversations = await deps.store.query<ConversationDoc>(CONVERSATIONS, {
    where: [['client_account_id', '==', caller.uid]],
    orderBy: [{ field: 'updated_at', direction: 'desc' }],
    limit: RECENT_PROVIDERS,
  });
  return conversations.map((c) => ({
    user_id: c.provider_user_id,
    company_name: c.provider_company_name,
    logo_url: c.provider_logo_url,
    conversation_id: c.id,
    last_contact_at: c.updated_at,
  }));
}
