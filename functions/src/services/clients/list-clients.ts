import type { Client, ClientList } from '@devis/domain';
import type { Store } from '../../store/port';
import type { ListInput } from '../lists/list-input';
import { listByName } from '../lists/list-by-name';
import { CLIENTS, clientSearchedFields, toClient, type ClientDoc } from './client-record';

/** The provider's clients by company name, a page at a time; search covers company, contact and email. */
export function listClients(deps: { store: Store }, uid: string, input: ListInput): Promise<ClientList> {
  return listByName<ClientDoc, Client>(deps.store, uid, input, { collection: CLIENTS, searched: clientSearchedFields, toApi: toClient });
}
