import type { ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../../http/context';
import { ensureProfile } from './profile-record';

export async function getProfile(deps: { store: Store; now: () => Date }, caller: Caller): Promise<ProviderProfile> {
  return deps.store.runTransaction((tx) => ensureProfile(tx, caller, deps.now()));
}
