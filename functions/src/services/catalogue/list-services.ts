import type { Service, ServiceList } from '@devis/domain';
import type { Store } from '../../store/port';
import type { ListInput } from '../lists/list-input';
import { listByName } from '../lists/list-by-name';
import { SERVICES, serviceSearchedFields, toService, type ServiceDoc } from './service-record';

/** The provider's catalogue by name, a page at a time; search covers name and description. */
export function listServices(deps: { store: Store }, uid: string, input: ListInput): Promise<ServiceList> {
  return listByName<ServiceDoc, Service>(deps.store, uid, input, { collection: SERVICES, searched: serviceSearchedFields, toApi: toService });
}
