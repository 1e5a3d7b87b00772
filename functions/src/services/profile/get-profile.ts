import type { ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { PROFILES, ensureProfile, toProfile, type ProfileDoc } from './profile-record';
import { withoutDirectoryFields } from '../directory/provider-listing';

export async function getProfile(deps: { store: Store; now: () => Date }, caller: Caller): Promise<ProviderProfile> {
  // The common case reads without taking the write lock; only a missing profile needs the transaction.
  const existing = await deps.store.get<ProfileDoc>(PROFILES, caller.uid);
  if (existing) return withoutDirectoryFields(toProfile(existing, caller.uid));
  return deps.store.runTransaction((tx) => ensureProfile(tx, caller, deps.now()));
}
