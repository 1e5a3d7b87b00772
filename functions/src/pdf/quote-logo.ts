import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_TYPES } from '@devis/domain';
import type { Files } from '../files/port';
import { sniffImageType } from '../files/image-type';
import { fitsIn, imageSize, pngDataWithinHeader } from '../files/image-size';

/** A PNG or JPEG as a data URL; anything else, damaged, or above LOGO_MAX_BYTES, is left out of the PDF (and the stored version). */
export function toDataUrl(bytes: Buffer): string | null {
  const type = sniffImageType(bytes);
  if (!type || !(LOGO_TYPES as readonly string[]).includes(type) || bytes.length > LOGO_MAX_BYTES) return null;
  // A stored logo larger than uploads now allow, or whose data would inflate past its header, would be decoded
  // in full for every PDF: left out instead. pdfkit inflates PNG data in a callback that throws outside any
  // promise, so a damaged PNG is left out too rather than crash (or hang) the render.
  const size = imageSize(bytes, type);
  if (!size || !fitsIn(size, LOGO_MAX_SIDE)) return null;
  if (type === 'image/png' && !pngDataWithinHeader(bytes, size)) return null;
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * The logo as a PNG/JPEG data URL, or null. The server never fetches arbitrary URLs (no SSRF, and the
 * PDF must not change when a remote image does): only data URLs and files of our own Files port
 * (`…/fn/files/<path>` or a Cloud Storage URL ending in that path) are used; any other logo is skipped.
 */
export async function resolveLogo(logoUrl: string | null, files: Pick<Files, 'get'>): Promise<string | null> {
  if (!logoUrl) return null;
  const data = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(logoUrl);
  if (data) return toDataUrl(Buffer.from(data[2]!, 'base64'));
  const own = /\/fn\/files\/([A-Za-z0-9_\-./]+)$/.exec(logoUrl.split('?')[0] ?? '');
  if (!own) return null;
  try {
    const file = await files.get(own[1]!);
    return file ? toDataUrl(file.bytes) : null;
  } catch {
    return null;
  }
}
