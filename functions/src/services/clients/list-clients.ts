import { compareFrench, matchesSearch, searchText, type Client } from '@devis/domain';
import type { Store } from '../../store/port';
import { CLIENTS, toClient, type ClientDoc } from './client-record';

/** The provider's clients by company name; search covers company, contact and email. */
export async function listClients(deps: { store: Store }, uid: string, search?: string): Promise<Client[]> {
  const docs = await deps.store.query<ClientDoc>(CLIENTS, { where: [['user_id', '==', uid]] });
  return docs
    .filter((c) => matchesSearch(searchText([c.company_name, c.contact_name, c.email]), search))
    .sort((a, b) => compareFrench(a.company_name, b.company_name))
    .map(toClient);
}
