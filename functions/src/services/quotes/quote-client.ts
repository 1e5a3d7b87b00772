import type { Reader, WithId } from '../../store/port';
import { clientNotFound, CLIENTS, type ClientDoc } from '../clients/client-record';

/** The client a quote is made for; someone else's client answers like a missing one (404). */
export async function clientForQuote(reader: Reader, uid: string, clientId: string): Promise<WithId<ClientDoc>> {
  const client = await reader.get<ClientDoc>(CLIENTS, clientId);
  if (!client || client.user_id !== uid) throw clientNotFound();
  return client;
}
