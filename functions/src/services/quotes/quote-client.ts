import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import { CLIENTS, type ClientDoc } from '../clients/client-record';

const quoteClientGone = 'Ce client a été supprimé : choisissez-en un autre';

/**
 * The client a quote is made for; someone else's client answers like a missing one (404). The details put the
 * answer on the quote form's client field (a draft whose client was deleted since).
 */
export async function clientForQuote(reader: Reader, uid: string, clientId: string): Promise<WithId<ClientDoc>> {
  const client = await ownClient(reader, uid, clientId);
  if (!client) throw new NotFoundError('Client introuvable', { client_id: quoteClientGone });
  return client;
}

/** The provider's own client row, or null when it is gone or someone else's. One read. */
export async function ownClient(reader: Reader, uid: string, clientId: string): Promise<WithId<ClientDoc> | null> {
  const client = await reader.get<ClientDoc>(CLIENTS, clientId);
  return client && client.user_id === uid ? client : null;
}
