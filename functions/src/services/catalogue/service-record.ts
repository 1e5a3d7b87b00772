import type { Service, ServiceInput } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import { searchTokens, sortKey } from '../lists/search-tokens';

export const SERVICES = 'services';

/** A catalogue service as stored: the API shape without its id, plus what the list sorts and searches by. */
export type ServiceDoc = Omit<Service, 'id'> & Partial<ListFields>;

interface ListFields {
  /** sortKey(name): the catalogue's order. */
  name_key: string;
  /** Of name and description. */
  search_tokens: string[];
}

type Searched = Pick<Service, 'name' | 'description'>;

/** What a service is searched by. */
export function serviceSearchedFields(s: Searched): (string | null)[] {
  return [s.name, s.description];
}

/** Every write of a service stores these with it (create, update, sample data). */
export function serviceListFields(s: Searched): ListFields {
  return { name_key: sortKey(s.name), search_tokens: searchTokens(serviceSearchedFields(s)) };
}

export const serviceNotFound = () => new NotFoundError('Service introuvable');

/** The caller's service, or 404 when it is missing or belongs to another provider. */
export async function getOwnService(reader: Reader, uid: string, id: string): Promise<WithId<ServiceDoc>> {
  const doc = await reader.get<ServiceDoc>(SERVICES, id);
  if (!doc || doc.user_id !== uid) throw serviceNotFound();
  return doc;
}

export function newServiceDoc(uid: string, input: ServiceInput, at: string): ServiceDoc {
  return { user_id: uid, ...input, ...serviceListFields(input), created_at: at, updated_at: at };
}

export function toService(doc: WithId<ServiceDoc>): Service {
  const { name_key: _key, search_tokens: _tokens, ...service } = doc;
  return service;
}
