import type { Client, ClientInput } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import { searchTokens, sortKey } from '../lists/search-tokens';

export const CLIENTS = 'clients';

/** A client as stored: the API shape without its id, plus what the list sorts and searches by. */
export type ClientDoc = Omit<Client, 'id'> & Partial<ListFields>;

interface ListFields {
  /** sortKey(company_name): the list's order. */
  name_key: string;
  /** Of company, contact and email. */
  search_tokens: string[];
}

type Searched = Pick<Client, 'company_name' | 'contact_name' | 'email'>;

/** What a client is searched by. */
export function clientSearchedFields(c: Searched): (string | null)[] {
  return [c.company_name, c.contact_name, c.email];
}

/** Every write of a client stores these with it (create, update, sample data). */
export function clientListFields(c: Searched): ListFields {
  return { name_key: sortKey(c.company_name), search_tokens: searchTokens(clientSearchedFields(c)) };
}

export const clientNotFound = () => new NotFoundError('Client introuvable');

/** The caller's client, or 404 when it is missing or belongs to another provider. */
export async function getOwnClient(reader: Reader, uid: string, id: string): Promise<WithId<ClientDoc>> {
  const doc = await reader.get<ClientDoc>(CLIENTS, id);
  if (!doc || doc.user_id !== uid) throw clientNotFound();
  return doc;
}

export function newClientDoc(uid: string, input: ClientInput, at: string): ClientDoc {
  return { user_id: uid, client_account_id: null, ...input, ...clientListFields(input), created_at: at, updated_at: at };
}

export function toClient(doc: WithId<ClientDoc>): Client {
  const { name_key: _key, search_tokens: _tokens, ...client } = doc;
  return client;
}
