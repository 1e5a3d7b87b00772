import { compareFrench, matchesSearch, searchText, type Service } from '@devis/domain';
import type { Store } from '../../store/port';
import { SERVICES, toService, type ServiceDoc } from './service-record';

/** The provider's catalogue by name; search covers name and description. */
export async function listServices(deps: { store: Store }, uid: string, search?: string): Promise<Service[]> {
  const docs = await deps.store.query<ServiceDoc>(SERVICES, { where: [['user_id', '==', uid]] });
  return docs
    .filter((s) => matchesSearch(searchText([s.name, s.description]), search))
    .sort((a, b) => compareFrench(a.name, b.name))
    .map(toService);
}
