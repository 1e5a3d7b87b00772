import type { ProfileInput, ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { PROFILES, ensureProfile } from './profile-record';
import { directoryFields, withoutDirectoryFields } from '../directory/provider-listing';

/**
 * Saves what the profile screen edits. The public page (switch, access mode, id), avatar and email are kept:
 * they change through their own routes.
 */
export async function updateProfile(deps: { store: Store; now: () => Date }, caller: Caller, input: ProfileInput): Promise<ProviderProfile> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    const profile: ProviderProfile = { ...existing, ...input, updated_at: now.toISOString() };
    await tx.set(PROFILES, caller.uid, { ...profile, ...directoryFields(profile) });
    return withoutDirectoryFields(profile);
  });
}
