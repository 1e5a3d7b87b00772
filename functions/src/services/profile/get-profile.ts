import type { ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { PROFILES, ensureProfile, toProfile, type ProfileDoc } from './profile-record';
import { confirmsEmail, withoutDirectoryFields } from '../directory/provider-listing';

export async function getProfile(deps: { store: Store; now: () => Date }, caller: Caller): Promise<ProviderProfile> {
  // The common case reads without taking the write lock; a missing profile needs the transaction, and so does
  // the first read after the email is confirmed (the dashboard reads the profile): it lists the provider.
  const existing = await deps.store.get<ProfileDoc>(PROFILES, caller.uid);
  if (existing && !confirmsEmail(existing, caller)) return withoutDirectoryFields(toProfile(existing, caller.uid));
  return withoutDirectoryFields(await deps.store.runTransaction((tx) => ensureProfile(tx, caller, deps.now())));
}
