import { inflateRawSync } from 'node:zlib';

/**
 * tiny-inflate's function (raw DEFLATE into `dest`; the filled part of `dest` is returned) done by Node's own
 * zlib. pdfkit's line breaker decompresses its Unicode table with tiny-inflate when it loads: 8 ms of
 * JavaScript in every new process, under 2 ms in zlib.
 */
export function zlibInflate(source: Uint8Array, dest: Uint8Array): Uint8Array {
  const out = inflateRawSync(source);
  const length = Math.min(out.length, dest.length);
  dest.set(out.subarray(0, length));
  return length < dest.length ? dest.slice(0, length) : dest;
}
