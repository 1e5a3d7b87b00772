import { base64DecodedSize } from '@devis/domain';

/** The raster types an upload may be; SVG never (served from our origin, it could carry script). */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif' | 'image/bmp';

export const RASTER_EXTENSIONS: Record<RasterType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

/**
 * An upload's base64 as bytes, or null when it is not base64 or decodes to nothing; `tooBig` when it would
 * decode past `maxBytes` (checked before decoding).
 */
export function decodeUpload(dataBase64: string, maxBytes: number): Buffer | null | 'tooBig' {
  if (!/^[A-Za-z0-9+/=\s]*$/.test(dataBase64)) return null;
  if (base64DecodedSize(dataBase64) > maxBytes) return 'tooBig';
  const bytes = Buffer.from(dataBase64, 'base64');
  return bytes.length > 0 ? bytes : null;
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** What an upload's first bytes say it is: its declared content type is the caller's word, not a fact. */
export function sniffImageType(bytes: Buffer): RasterType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return 'image/bmp';
  return null;
}
