import { newPublicId, publicProviderMessages, type ProviderProfile, type PublicPageSettingsInput } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Caller, Deps } from '../context';
import { ConflictError } from '../errors';
import { PROFILES, ensureProfile } from '../profile/profile-record';
import { withoutDirectoryFields } from '../directory/provider-listing';
import { requirePublicProvider } from './feature';

type SettingsDeps = Pick<Deps, 'features' | 'now'> & { store: Store };

/**
 * PUT /api/profile/public-page (set_public_page_settings): the switch and the access mode. Switching the
 * page on gives it its public id if it has none yet, so an enabled page always has an address.
 */
export async function setPublicPageSettings(deps: SettingsDeps, caller: Caller, input: PublicPageSettingsInput): Promise<ProviderProfile> {
  requirePublicProvider(deps);
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    const profile: ProviderProfile = {
      ...existing,
      public_page_enabled: input.enabled,
      public_access_mode: input.mode,
      public_id: existing.public_id ?? (input.enabled ? newPublicId() : null),
      updated_at: now.toISOString(),
    };
    await tx.set(PROFILES, caller.uid, { ...profile });
    return withoutDirectoryFields(profile);
  });
}

/**
 * POST /api/profile/public-id: the page's public id, generated once (24 random lowercase letters and
 * digits, about 124 bits: unique without a lookup). A second generation is refused: 409 'ID public
 * existant', so a shared address never changes.
 */
export async function generatePublicId(deps: SettingsDeps, caller: Caller): Promise<ProviderProfile> {
  requirePublicProvider(deps);
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    if (existing.public_id) throw new ConflictError(publicProviderMessages.publicIdExists, 'PUBLIC_ID_EXISTS');
    const profile: ProviderProfile = { ...existing, public_id: newPublicId(), updated_at: now.toISOString() };
    await tx.set(PROFILES, caller.uid, { ...profile });
    return withoutDirectoryFields(profile);
  });
}
