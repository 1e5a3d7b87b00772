import type { ProfileInput, ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { PROFILES, ensureProfile } from './profile-record';

/**
 * Saves what the profile screen edits. The public page switch, public id, avatar and email are kept:
 * they change through their own routes.
 */
export async function updateProfile(deps: { store: Store; now: () => Date }, caller: Caller, input: ProfileInput): Promise<ProviderProfile> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    const { public_access_mode, ...fields } = input;
    const profile: ProviderProfile = {
      ...existing,
      ...fields,
      public_access_mode: public_access_mode ?? existing.public_access_mode,
      updated_at: now.toISOString(),
    };
    await tx.set(PROFILES, caller.uid, { ...profile });
    return profile;
  });
}
