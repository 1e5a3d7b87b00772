import { profileMessages, type ProfileInput, type ProviderProfile } from '@devis/domain';
import type { Store } from '../../store/port';
import type { Files } from '../../files/port';
import { ownFileUrl } from '../../files/own-file-url';
import type { Caller } from '../context';
import { InvalidInputError } from '../errors';
import { PROFILES, ensureProfile } from './profile-record';
import { directoryFields, withoutDirectoryFields } from '../directory/provider-listing';

/**
 * Saves what the profile screen edits. The public page (switch, access mode, id), avatar and email are kept:
 * they change through their own routes. So does the logo: `logo_url` may come back as stored, or null to
 * remove the logo; another address is refused (clients' browsers load it: it must be one of our files, put
 * there by POST /api/profile/logo, not a page that counts who looks).
 */
export async function updateProfile(deps: { store: Store; files: Pick<Files, 'pathOf'>; now: () => Date }, caller: Caller, input: ProfileInput): Promise<ProviderProfile> {
  const now = deps.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    // Ours (the rule the PDF embeds a logo by) and the one the upload stored: a stored outside address is not kept either.
    if (input.logo_url != null && (input.logo_url !== existing.logo_url || ownFileUrl(input.logo_url, deps.files) === null)) {
      throw new InvalidInputError(profileMessages.logoUploadOnly, { logo_url: profileMessages.logoUploadOnly });
    }
    const profile = { ...existing, ...input, updated_at: now.toISOString() };
    await tx.set(PROFILES, caller.uid, { ...profile, ...directoryFields(profile) });
    return withoutDirectoryFields(profile);
  });
}
