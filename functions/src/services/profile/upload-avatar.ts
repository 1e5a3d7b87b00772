import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, messages, profileMessages, type AvatarUploadInput } from '@devis/domain';
import type { Files } from '../../files/port';
import { decodeUpload, RASTER_EXTENSIONS, sniffImageType } from '../../files/image-type';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { InvalidInputError } from '../errors';
import { PROFILES, ensureProfile } from './profile-record';
import { fitsIn, imageSize } from '../../files/image-size';

/** The declared types accepted (raster only); the bytes must then be one of them. */
const DECLARED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);

/**
 * Stores the avatar as avatars/{uid}-{timestamp}.{ext} (a raster image of AVATAR_MAX_SIDE pixels a side at most, by
 * its header) and records its public URL on the profile.
 */
export async function uploadAvatar(
  deps: { store: Store; files: Files; now: () => Date },
  caller: Caller,
  input: AvatarUploadInput,
): Promise<{ avatar_url: string }> {
  if (!DECLARED.has(input.contentType.split(';')[0]!.trim())) throw new InvalidInputError(messages.imageType, { contentType: messages.imageType });
  const bytes = decodeUpload(input.dataBase64, AVATAR_MAX_BYTES);
  if (bytes === 'tooBig') throw new InvalidInputError(messages.imageSize, { dataBase64: messages.imageSize });
  // Stored and served as what the bytes are, whatever the caller declared.
  const type = bytes && sniffImageType(bytes);
  if (!bytes || !type) throw new InvalidInputError(messages.imageType, { dataBase64: messages.imageType });
  // Every client's browser decodes it (directory, conversations): its header's size is bounded, not only its bytes.
  const size = imageSize(bytes, type);
  if (!size) throw new InvalidInputError(messages.imageType, { dataBase64: messages.imageType });
  if (!fitsIn(size, AVATAR_MAX_SIDE)) throw new InvalidInputError(profileMessages.avatarPixels, { dataBase64: profileMessages.avatarPixels });

  const now = deps.now();
  const avatar_url = await deps.files.put(`avatars/${caller.uid}-${now.getTime()}.${RASTER_EXTENSIONS[type]}`, bytes, type);
  await deps.store.runTransaction(async (tx) => {
    const profile = await ensureProfile(tx, caller, now);
    await tx.set(PROFILES, caller.uid, { ...profile, avatar_url, updated_at: now.toISOString() });
  });
  return { avatar_url };
}
