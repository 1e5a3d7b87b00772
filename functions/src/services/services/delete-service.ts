import type { Store } from '../../store/port';
import { SERVICES, getOwnService } from './service-record';

/** Deletes a catalogue service; quote lines that used it keep their description and price. */
export async function deleteService(deps: { store: Store }, uid: string, id: string): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    await getOwnService(tx, uid, id);
    await tx.delete(SERVICES, id);
  });
}
