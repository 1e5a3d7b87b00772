import type { Client, ClientInput } from '@devis/domain';
import type { Store } from '../../store/port';
import { CLIENTS, clientListFields, getOwnClient, newClientDoc, toClient } from './client-record';

type Deps = { store: Store; now: () => Date };

export async function createClient(deps: Deps, uid: string, input: ClientInput): Promise<Client> {
  const doc = newClientDoc(uid, input, deps.now().toISOString());
  const id = await deps.store.create(CLIENTS, doc);
  return toClient({ ...doc, id });
}

/** Replaces the editable fields; quotes keep the snapshot they were made with. */
export async function updateClient(deps: Deps, uid: string, id: string, input: ClientInput): Promise<Client> {
  return deps.store.runTransaction(async (tx) => {
    const existing = await getOwnClient(tx, uid, id);
    const { id: _id, ...rest } = existing;
    const doc = { ...rest, ...input, ...clientListFields(input), updated_at: deps.now().toISOString() };
    await tx.set(CLIENTS, id, doc);
    return toClient({ ...doc, id });
  });
}
