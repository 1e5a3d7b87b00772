import type { Store } from '../../store/port';
import { CLIENTS, getOwnClient } from './client-record';

/** Deletes the caller's client; its quotes keep their client snapshot. */
export async function deleteClient(deps: { store: Store }, uid: string, id: string): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    await getOwnClient(tx, uid, id);
    await tx.delete(CLIENTS, id);
  });
}
