import { sniffImageType } from './image-type';
import { imageSize, pngDataWithinHeader } from './image-size';
import { avifHeader, bmpHeader, gifHeader, jpegHeader, png, webpHeader } from '../test-support/test-images';

const sizeOf = (bytes: Buffer) => imageSize(bytes, sniffImageType(bytes)!);

test('reads the size each accepted type declares in its header, without decoding', () => {
  expect(sizeOf(png(6000, 6000, { alpha: true }))).toEqual({ width: 6000, height: 6000 });
  expect(sizeOf(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  expect(sizeOf(jpegHeader(30000, 20, 0xc2))).toEqual({ width: 30000, height: 20 }); // progressive
  expect(sizeOf(gifHeader(640, 480))).toEqual({ width: 640, height: 480 });
  expect(sizeOf(webpHeader('VP8 ', 1024, 768))).toEqual({ width: 1024, height: 768 });
  expect(sizeOf(webpHeader('VP8L', 16383, 2))).toEqual({ width: 16383, height: 2 });
  expect(sizeOf(webpHeader('VP8X', 16777216, 1))).toEqual({ width: 16777216, height: 1 });
  expect(sizeOf(avifHeader([512, 512], [30000, 30000]))).toEqual({ width: 30000, height: 30000 });
  expect(sizeOf(bmpHeader(800, -600))).toEqual({ width: 800, height: 600 });
});

test('a header that cannot be read as its type gives no size', () => {
  const damaged = png(10, 10);
  damaged[17] = damaged[17]! ^ 0xff; // the width changes, the IHDR checksum no longer matches
  const noFrame = Buffer.from('ffd8ffe000104a46494600010100000100010000ffda0002ffd9', 'hex'); // a scan before any frame header
  const cases: [string, Buffer][] = [
    ['PNG, checksum', damaged],
    ['PNG, cut', png(10, 10).subarray(0, 24)],
    ['PNG, zero width', png(0, 10)],
    ['JPEG, no frame header', noFrame],
    ['JPEG, cut', jpegHeader(100, 100).subarray(0, 26)],
    ['JPEG, height 0', jpegHeader(100, 0)],
    ['GIF, cut', gifHeader(10, 10).subarray(0, 8)],
    ['WebP, bad start code', Buffer.concat([webpHeader('VP8 ', 10, 10).subarray(0, 23), Buffer.alloc(17)])],
    ['AVIF, no ispe', avifHeader()],
    ['AVIF, box past the end', avifHeader([10, 10]).subarray(0, 50)],
    ['BMP, cut', bmpHeader(10, 10).subarray(0, 20)],
  ];
  for (const [name, bytes] of cases) expect({ name, size: sizeOf(bytes) }).toEqual({ name, size: null });
});

test("a PNG's image data may not inflate past what its header allows", () => {
  expect(pngDataWithinHeader(png(100, 100), { width: 100, height: 100 })).toBe(true);
  // The header says 100 × 10; the data holds 100 × 100 000 rows (30 MB inflated from a few KB).
  const lying = png(100, 10, { rows: 100_000 });
  expect(pngDataWithinHeader(lying, sizeOf(lying)!)).toBe(false);
});
