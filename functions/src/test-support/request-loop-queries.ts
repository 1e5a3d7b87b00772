import type { Mail } from '../mail/port';
import type { Store } from '../store/port';
import type { Caller, Deps } from '../services/context';
import { newProviderProfile } from '../services/identity/new-provider-profile';
import { createService } from '../services/catalogue/save-service';
import { createClientRequest } from '../services/client-requests/create-client-request';
import { createOpenRequest } from '../services/client-requests/create-open-request';
import { listRequests, listRequestsSchema } from '../services/quote-requests/list-requests';
import { listClientQuotes } from '../services/client-quotes/list-client-quotes';
import { clientDashboard } from '../services/client-quotes/client-dashboard';
import { listProviders } from '../services/directory/list-providers';
import { getProvider } from '../services/directory/get-provider';
import { answerQuote } from '../services/quote-review/answer-quote';
import { counterPropose } from '../services/quote-review/counter-propose';
import { decideModification } from '../services/client-quotes/decide-modification';
import { ensureRequesterClient } from '../services/quote-requests/get-request';
import { proposeForRequest } from '../services/quote-requests/propose-for-request';
import { REQUEST_FILTERS } from '@devis/domain';

/**
 * Runs every query of the request loop once or more (first and next pages, each filter, searches short and
 * long), on a store the caller listens to: the Firestore index test collects the indexes they need.
 */
export async function runRequestLoopQueries(store: Store, now: Date): Promise<void> {
  const mails: Mail[] = [];
  const deps = { store, now: () => now, mailer: { send: async (m: Mail) => void mails.push(m) }, files: { get: async () => null }, publicOrigin: 'http://x' } as unknown as Deps;
  const provider: Caller = { uid: 'p1', role: 'provider', email: 'p1@test.devis.local', emailVerified: true };
  const client: Caller = { uid: 'c1', role: 'client', email: 'c1@test.devis.local', emailVerified: false };
  await store.set('profiles', 'p1', { ...newProviderProfile({ uid: 'p1', email: provider.email!, company_name: 'Studio Un', now }) });
  await store.set('profiles', 'p2', { ...newProviderProfile({ uid: 'p2', email: 'p2@test.devis.local', company_name: 'Atelier Deux', now }) });
  await store.set('client_accounts', 'c1', { email: client.email, name: 'Claire', company_name: null, phone: null, avatar_url: null });
  await createService(deps, 'p1', { name: 'Logo', description: null, unit_price_ht: 1000, tva_rate_percent: 20, unit: 'unité' });
  const line = { description: 'Logo', quantity: 1, unit_price_ht: 1000, tva_rate_percent: 20, service_id: null, provider_id: null, unit: null };
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const sent = await createClientRequest(deps, client, { title: `Demande ${i}`, description: null, deadline: null, lines: [line], provider_ids: ['p1', 'p2'], request_key: null });
    ids.push(`${sent.id}-p1`);
  }
  await answerQuote(deps, provider, ids[0]!, 'accept', { message: null });
  await counterPropose(deps, provider, ids[1]!, { title: 'Contre', description: null, budget: null, deadline: null, message: null, lines: [{ ...line, service_id: 'custom' }] });
  await decideModification(deps, client, ids[1]!, { action: 'accept', comment: null });
  const open = await createOpenRequest(deps, client, { provider_user_id: 'p1', title: 'Site', description: null, budget_min: null, budget_max: null, deadline: null });
  const row = await ensureRequesterClient(deps, provider, open.id);
  await proposeForRequest(deps, provider, open.id, { client_id: row.id, title: 'Site', description: null, budget: null, deadline: null, message: null, lines: [{ ...line, service_id: 'custom' }] });

  for (const status of REQUEST_FILTERS) {
    for (const search of ['', 'demande', 'une recherche plus longue que le jeton']) {
      const first = await listRequests(deps, provider, listRequestsSchema.validateSync({ status, search, limit: 1 }));
      if (first.nextCursor) await listRequests(deps, provider, listRequestsSchema.validateSync({ status, search, limit: 1, cursor: first.nextCursor }));
    }
  }
  const quotes = await listClientQuotes(deps, client, { limit: 1, cursor: '' });
  if (quotes.nextCursor) await listClientQuotes(deps, client, { limit: 1, cursor: quotes.nextCursor });
  await clientDashboard(deps, client);
  for (const search of ['', 'studio', 'une recherche plus longue que le jeton']) {
    const providers = await listProviders(deps, { search, limit: 1, cursor: '' });
    if (providers.nextCursor) await listProviders(deps, { search, limit: 1, cursor: providers.nextCursor });
  }
  await getProvider(deps, 'p1');
}
