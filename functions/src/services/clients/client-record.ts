import type { Client, ClientInput } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';

export const CLIENTS = 'clients';

/** A client as stored: the API shape without its id. */
export type ClientDoc = Omit<Client, 'id'>;

export const clientNotFound = () => new NotFoundError('Client introuvable');

/** The caller's client, or 404 when it is missing or belongs to another provider. */
export async function getOwnClient(reader: Reader, uid: string, id: string): Promise<WithId<ClientDoc>> {
  const doc = await reader.get<ClientDoc>(CLIENTS, id);
  if (!doc || doc.user_id !== uid) throw clientNotFound();
  return doc;
}

export function newClientDoc(uid: string, input: ClientInput, at: string): ClientDoc {
  return { user_id: uid, client_account_id: null, ...input, created_at: at, updated_at: at };
}

export function toClient(doc: WithId<ClientDoc>): Client {
  return { ...doc };
}
