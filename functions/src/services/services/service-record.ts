import type { Service, ServiceInput } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';

export const SERVICES = 'services';

/** A catalogue service as stored: the API shape without its id. */
export type ServiceDoc = Omit<Service, 'id'>;

export const serviceNotFound = () => new NotFoundError('Service introuvable');

/** The caller's service, or 404 when it is missing or belongs to another provider. */
export async function getOwnService(reader: Reader, uid: string, id: string): Promise<WithId<ServiceDoc>> {
  const doc = await reader.get<ServiceDoc>(SERVICES, id);
  if (!doc || doc.user_id !== uid) throw serviceNotFound();
  return doc;
}

export function newServiceDoc(uid: string, input: ServiceInput, at: string): ServiceDoc {
  return { user_id: uid, ...input, created_at: at, updated_at: at };
}

export function toService(doc: WithId<ServiceDoc>): Service {
  return { ...doc };
}
