import { AVATAR_MAX_BYTES, base64DecodedSize, messages, type AvatarUploadInput } from '@devis/domain';
import type { Files } from '../../files/port';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { InvalidInputError } from '../errors';
import { PROFILES, ensureProfile } from './profile-record';

/** Raster images only: an SVG served from our origin could carry script. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

/** Stores the avatar as avatars/{uid}-{timestamp}.{ext} and records its public URL on the profile. */
export async function uploadAvatar(
  deps: { store: Store; files: Files; now: () => Date },
  caller: Caller,
  input: AvatarUploadInput,
): Promise<{ avatar_url: string }> {
  const contentType = input.contentType.split(';')[0]!.trim();
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new InvalidInputError(messages.imageType, { contentType: messages.imageType });
  if (!/^[A-Za-z0-9+/=\s]*$/.test(input.dataBase64)) throw new InvalidInputError(messages.imageType, { dataBase64: messages.imageType });
  if (base64DecodedSize(input.dataBase64) > AVATAR_MAX_BYTES) throw new InvalidInputError(messages.imageSize, { dataBase64: messages.imageSize });
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new InvalidInputError(messages.imageType, { dataBase64: messages.imageType });

  const now = deps.now();
  const avatar_url = await deps.files.put(`avatars/${caller.uid}-${now.getTime()}.${ext}`, bytes, contentType);
  await deps.store.runTransaction(async (tx) => {
    const profile = await ensureProfile(tx, caller, now);
    await tx.set(PROFILES, caller.uid, { ...profile, avatar_url, updated_at: now.toISOString() });
  });
  return { avatar_url };
}
