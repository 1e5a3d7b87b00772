import { crc32, deflateSync } from 'node:zlib';

/** Images made for tests: tiny files whose headers declare whatever size a test needs. */

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of width × height black pixels (8-bit RGB or RGBA): a 6000 × 6000 one is about 100 KB. `rows` makes
 * the image data say another number of rows than the header (a header that lies).
 */
export function png(width: number, height: number, options: { alpha?: boolean; rows?: number } = {}): Buffer {
  const channels = options.alpha ? 4 : 3;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = options.alpha ? 6 : 2;
  const raw = Buffer.alloc((width * channels + 1) * (options.rows ?? height));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's first segments: APP0 (JFIF), then a frame header (SOF0 baseline, or `marker`) of width × height. */
export function jpegHeader(width: number, height: number, marker = 0xc0): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof = Buffer.from([0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

export function gifHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** A WebP's RIFF header and first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBP', 8, 'latin1');
  b.write(kind, 12, 'latin1');
  b.writeUInt32LE(20, 16);
  if (kind === 'VP8 ') {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  } else if (kind === 'VP8L') {
    b[20] = 0x2f;
    b.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  } else {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  }
  return b;
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** An AVIF's boxes down to its `ispe` properties (one per size given: e.g. the image and a thumbnail). */
export function avifHeader(...sizes: [number, number][]): Buffer {
  const ispes = sizes.map(([w, h]) => {
    const b = Buffer.alloc(12);
    b.writeUInt32BE(w, 4);
    b.writeUInt32BE(h, 8);
    return box('ispe', b);
  });
  const ftyp = box('ftyp', Buffer.from('avif', 'latin1'), Buffer.alloc(4), Buffer.from('avifmif1', 'latin1'));
  return Buffer.concat([ftyp, box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(24)), box('iprp', box('ipco', ...ispes)))]);
}

/** A BMP's file header and BITMAPINFOHEADER (height negative: top-down). */
export function bmpHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(54);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(54, 2);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  return b;
}
