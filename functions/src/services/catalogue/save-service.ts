import type { Service, ServiceInput } from '@devis/domain';
import type { Store } from '../../store/port';
import { prepareServicesCount } from '../directory/provider-listing';
import { SERVICES, getOwnService, newServiceDoc, serviceListFields, toService } from './service-record';

type Deps = { store: Store; now: () => Date };

/** A new catalogue service; the provider's services count (shown in the client directory) follows. */
export async function createService(deps: Deps, uid: string, input: ServiceInput): Promise<Service> {
  const doc = newServiceDoc(uid, input, deps.now().toISOString());
  return deps.store.runTransaction(async (tx) => {
    const count = await prepareServicesCount(tx, uid);
    const id = await tx.create(SERVICES, doc);
    await count.write(+1);
    return toService({ ...doc, id });
  });
}

/** Replaces the editable fields; existing quote lines keep their own prices. */
export async function updateService(deps: Deps, uid: string, id: string, input: ServiceInput): Promise<Service> {
  return deps.store.runTransaction(async (tx) => {
    const existing = await getOwnService(tx, uid, id);
    const { id: _id, ...rest } = existing;
    const doc = { ...rest, ...input, ...serviceListFields(input), updated_at: deps.now().toISOString() };
    await tx.set(SERVICES, id, doc);
    return toService({ ...doc, id });
  });
}
