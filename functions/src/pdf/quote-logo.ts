import type { Files } from '../files/port';

/** Logos above this size are left out of the PDF (and out of the stored version). */
export const LOGO_MAX_BYTES = 512 * 1024;

function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

function toDataUrl(bytes: Buffer): string | null {
  const type = imageType(bytes);
  if (!type || bytes.length > LOGO_MAX_BYTES) return null;
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
