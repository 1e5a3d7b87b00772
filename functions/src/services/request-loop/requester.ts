import type { RequesterSnapshot } from '@devis/domain';
import type { Transaction, WithId } from '../../store/port';
import { CLIENTS, newClientDoc, type ClientDoc } from '../clients/client-record';
import type { ClientParty } from './parties';

export function requesterSnapshot(client: ClientParty): RequesterSnapshot {
  return { account_id: client.uid, name: client.name, company_name: client.company_name, email: client.email };
}

/**
 * The provider's client row for a client account: the one already linked to it, else a new one made from
 * the account (company, or the name; contact; email). Never an existing row matched by email alone: client
 * accounts have no confirmed email, so an email match could hand a provider's client to a stranger.
 * A transaction read: call `write` after the transaction's other reads.
 */
export async function prepareRequesterClient(tx: Transaction, providerUid: string, requester: RequesterSnapshot, at: string) {
  const linked = await tx.query<ClientDoc>(CLIENTS, {
    where: [
      ['user_id', '==', providerUid],
      ['client_account_id', '==', requester.account_id],
    ],
    limit: 1,
  });
  const found: WithId<ClientDoc> | undefined = linked[0];
  if (found) return { id: found.id, created: false, doc: found as ClientDoc, write: async () => {} };
  const doc: ClientDoc = {
    ...newClientDoc(
      providerUid,
      {
        company_name: requester.company_name ?? requester.name,
        contact_name: requester.name,
        email: requester.email || null,
        phone: null,
        address: null,
        postal_code: null,
        city: null,
        country: 'France',
      },
      at,
    ),
    client_account_id: requester.account_id,
  };
  const id = `${providerUid}_${requester.account_id}`;
  return { id, created: true, doc, write: () => tx.set(CLIENTS, id, doc) };
}
