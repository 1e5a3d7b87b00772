import { LOGO_MAX_BYTES, messages, profileMessages, type AvatarUploadInput } from '@devis/domain';
import type { Files } from '../../files/port';
import { decodeUpload, RASTER_EXTENSIONS, sniffImageType } from '../../files/image-type';
import { logoRefusal, toDataUrl } from '../../pdf/quote-logo';
import { renderPdf } from '../../pdf/render-pdf';
import type { Store } from '../../store/port';
import type { Caller } from '../context';
import { InvalidInputError } from '../errors';
import { PROFILES, ensureProfile } from './profile-record';

const refuse = (message: string) => new InvalidInputError(message, { dataBase64: message });
const REFUSALS = { type: messages.logoType, size: messages.logoSize, pixels: profileMessages.logoPixels, unreadable: messages.logoUnreadable } as const;

/** Whether the PDF renderer reads the image: a damaged file would otherwise fail every later send. */
async function embeds(dataUrl: string): Promise<boolean> {
  try {
    await renderPdf({ info: { title: 'Logo' }, content: [{ image: dataUrl, fit: [140, 60] }] });
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the logo as logos/{uid}-{timestamp}.{png|jpg}, from its bytes (PNG or JPEG, 512 KB and LOGO_MAX_SIDE pixels
 * a side at most by its header, readable by the PDF renderer), and puts it on the quotes: `logo_url` and `show_logo_on_quotes`. The address is our Files
 * port's, the only kind the PDF embeds (pdf/quote-logo.ts).
 */
export async function uploadLogo(
  deps: { store: Store; files: Files; now: () => Date },
  caller: Caller,
  input: AvatarUploadInput,
): Promise<{ logo_url: string }> {
  const bytes = decodeUpload(input.dataBase64, LOGO_MAX_BYTES);
  if (bytes === 'tooBig') throw refuse(messages.logoSize);
  if (!bytes) throw refuse(messages.logoType);
  // The PDF's own rule (pdf/quote-logo.ts), each refusal with its message; its header is read before anything decodes it.
  const refusal = logoRefusal(bytes);
  if (refusal) throw refuse(REFUSALS[refusal]);
  const type = sniffImageType(bytes)!;
  const dataUrl = toDataUrl(bytes)!;
  if (!(await embeds(dataUrl))) throw refuse(messages.logoUnreadable);

  const now = deps.now();
  const logo_url = await deps.files.put(`logos/${caller.uid}-${now.getTime()}.${RASTER_EXTENSIONS[type]}`, bytes, type);
  await deps.store.runTransaction(async (tx) => {
    const profile = await ensureProfile(tx, caller, now);
    await tx.set(PROFILES, caller.uid, { ...profile, logo_url, show_logo_on_quotes: true, updated_at: now.toISOString() });
  });
  return { logo_url };
}
