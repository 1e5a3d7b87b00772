import type { Service, ServiceInput } from '@devis/domain';
import type { Store } from '../../store/port';
import { SERVICES, getOwnService, newServiceDoc, serviceListFields, toService } from './service-record';

type Deps = { store: Store; now: () => Date };

export async function createService(deps: Deps, uid: string, input: ServiceInput): Promise<Service> {
  const doc = newServiceDoc(uid, input, deps.now().toISOString());
  const id = await deps.store.create(SERVICES, doc);
  return toService({ ...doc, id });
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
