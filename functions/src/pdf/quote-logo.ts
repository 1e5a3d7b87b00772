import { inflateSync } from 'node:zlib';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@devis/domain';
import type { Files } from '../files/port';
import { sniffImageType } from '../files/image-type';

/**
 * Whether a PNG's image data inflates. pdfkit inflates it in a callback that throws outside any promise: a
 * damaged PNG would crash the render (or hang it) instead of failing it.
 */
export function pngInflates(bytes: Buffer): boolean {
  const data: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  try {
    return data.length > 0 && inflateSync(Buffer.concat(data)).length > 0;
  } catch {
    return false;
  }
}

/** A PNG or JPEG as a data URL; anything else, damaged, or above LOGO_MAX_BYTES, is left out of the PDF (and the stored version). */
export function toDataUrl(bytes: Buffer): string | null {
  const type = sniffImageType(bytes);
  if (!type || !(LOGO_TYPES as readonly string[]).includes(type) || bytes.length > LOGO_MAX_BYTES) return null;
  if (type === 'image/png' && !pngInflates(bytes)) return null;
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
