import type { Store } from '../../store/port';
import { prepareServicesCount } from '../directory/provider-listing';
import { SERVICES, getOwnService } from './service-record';

/** Deletes a catalogue service (and counts it out); quote lines that used it keep their description and price. */
export async function deleteService(deps: { store: Store }, uid: string, id: string): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    await getOwnService(tx, uid, id);
    const count = await prepareServicesCount(tx, uid);
    await tx.delete(SERVICES, id);
    await count.write(-1);
  });
}
