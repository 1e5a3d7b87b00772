import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_TYPES } from '@devis/domain';
import type { Files } from '../files/port';
import { sniffImageType } from '../files/image-type';
import { fitsIn, imageSize, pngDataWithinHeader } from '../files/image-size';

/**
 * Why these bytes cannot be a quote's logo, or null when they can: not a PNG or JPEG ('type'), over LOGO_MAX_BYTES
 * ('size'), over LOGO_MAX_SIDE pixels by its header ('pixels': every pixel is held in memory to draw it), or a
 * header or PNG data that does not read or inflates past what the header declares ('unreadable': pdfkit inflates
 * PNG data in a callback that throws outside any promise, so a damaged PNG would crash or hang the render).
 * The upload refuses on it; the PDF leaves out a stored logo that fails it.
 */
export function logoRefusal(bytes: Buffer): 'type' | 'size' | 'pixels' | 'unreadable' | null {
  const type = sniffImageType(bytes);
  if (!type || !(LOGO_TYPES as readonly string[]).includes(type)) return 'type';
  if (bytes.length > LOGO_MAX_BYTES) return 'size';
  const size = imageSize(bytes, type);
  if (!size) return 'unreadable';
  if (!fitsIn(size, LOGO_MAX_SIDE)) return 'pixels';
  return type === 'image/png' && !pngDataWithinHeader(bytes, size) ? 'unreadable' : null;
}

/** A logo as a data URL; bytes with a logoRefusal are left out of the PDF (and the stored version). */
export function toDataUrl(bytes: Buffer): string | null {
  return logoRefusal(bytes) ? null : `data:${sniffImageType(bytes)};base64,${bytes.toString('base64')}`;
}

/**
 * The logo as a PNG/JPEG data URL, or null. The server never fetches arbitrary URLs (no SSRF, and the
 * PDF must not change when a remote image does): only data URLs and public files of our own Files port
 * (the URLs its `put` returns, Files.pathOf: the rule PUT /api/profile accepts a logo by) are used; any
 * other logo is skipped.
 */
export async function resolveLogo(logoUrl: string | null, files: Pick<Files, 'get' | 'pathOf'>): Promise<string | null> {
  if (!logoUrl) return null;
  const data = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(logoUrl);
  if (data) return toDataUrl(Buffer.from(data[2]!, 'base64'));
  const own = files.pathOf(logoUrl);
  if (own === null) return null;
  try {
    const file = await files.get(own);
    return file ? toDataUrl(file.bytes) : null;
  } catch {
    return null;
  }
}
