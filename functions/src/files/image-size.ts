import { crc32, inflateSync } from 'node:zlib';
import type { RasterType } from './image-type';

/** An image's pixel size as its header declares it. */
export interface ImageSize {
  width: number;
  height: number;
}

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/** PNG: the IHDR chunk, which must come first (length 13) with its checksum right. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** The JPEG frame headers (SOF0–SOF15 but DHT, JPG and DAC) carry the size; the scan must not start before one. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a segment: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, start of scan: no frame header before
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      if (length < 7 || at + 9 > bytes.length) return null;
      // Length (2), precision (1), height (2), width (2). A height of 0 (defined later by a DNL) is refused.
      return sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/** GIF: the logical screen, which every frame is drawn into. */
function gifSize(bytes: Buffer): ImageSize | null {
  return bytes.length < 10 ? null : sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
}

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return null;
}

/**
 * AVIF (ISO BMFF): the largest of the `ispe` properties (meta → iprp → ipco), which give each item's size, the
 * whole grid's included. A file without one is refused.
 */
function avifSize(bytes: Buffer): ImageSize | null {
  let found: ImageSize | null = null;
  const walk = (from: number, to: number, depth: number): boolean => {
    let at = from;
    while (at + 8 <= to) {
      let size = bytes.readUInt32BE(at);
      const type = ascii(bytes, at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return false;
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return false;
      const end = at + size;
      if (type === 'ispe') {
        // A full box: version and flags (4), width (4), height (4).
        if (header + 12 > size) return false;
        const ispe = sized(bytes.readUInt32BE(at + header + 4), bytes.readUInt32BE(at + header + 8));
        if (!ispe) return false;
        found = { width: Math.max(found?.width ?? 0, ispe.width), height: Math.max(found?.height ?? 0, ispe.height) };
      } else if (depth < 4 && (type === 'meta' || type === 'iprp' || type === 'ipco')) {
        // `meta` is a full box: its children start after version and flags.
        if (!walk(at + header + (type === 'meta' ? 4 : 0), end, depth + 1)) return false;
      }
      at = end;
    }
    return true;
  };
  return walk(0, bytes.length, 0) ? found : null;
}

/** BMP: the DIB header after the 14-byte file header; OS/2 1.x headers (12 bytes) have 16-bit sizes. */
function bmpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 26) return null;
  const dib = bytes.readUInt32LE(14);
  if (dib === 12) return sized(bytes.readUInt16LE(18), bytes.readUInt16LE(20));
  if (dib < 40) return null;
  // A negative height is a top-down bitmap.
  return sized(Math.abs(bytes.readInt32LE(18)), Math.abs(bytes.readInt32LE(22)));
}

const READERS: Record<RasterType, (bytes: Buffer) => ImageSize | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
  'image/avif': avifSize,
  'image/bmp': bmpSize,
};

/**
 * The pixel size an image's header declares, read without decoding it (a small file can declare an image of
 * gigabytes); null when the header cannot be read as `type`.
 */
export function imageSize(bytes: Buffer, type: RasterType): ImageSize | null {
  try {
    return READERS[type](bytes);
  } catch {
    return null; // a read past the end: the header is cut short
  }
}

/** Whether the image fits in a square of `maxSide` pixels. */
export const fitsIn = (size: ImageSize, maxSide: number) => size.width <= maxSide && size.height <= maxSide;

/**
 * Whether a PNG's image data inflates to no more than its IHDR allows (the largest case: 16 bits per channel,
 * 4 channels, a filter byte per row, Adam7 interlacing's extra rows): a header that says little but data that
 * inflates to gigabytes is refused without ever holding more than that bound.
 */
export function pngDataWithinHeader(bytes: Buffer, size: ImageSize): boolean {
  const rowBytes = size.width * 8 + 1;
  const bound = rowBytes * size.height + 7 * (size.height + 8);
  const data: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  try {
    return data.length > 0 && inflateSync(Buffer.concat(data), { maxOutputLength: bound }).length > 0;
  } catch {
    return false;
  }
}
