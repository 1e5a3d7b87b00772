import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { zlibInflate } from './zlib-inflate';

// The inflater unicode-trie uses for pdfkit's line breaker, resolved as pdfkit resolves it.
const resolveFrom = (name: string, dir: string) => require.resolve(name, { paths: [dir] });
const pdfkitDir = path.dirname(resolveFrom('pdfkit', path.dirname(require.resolve('pdfmake'))));
const linebreakFile = resolveFrom('linebreak', pdfkitDir);
const trieDir = path.dirname(resolveFrom('unicode-trie', path.dirname(linebreakFile)));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tinyInflate = require(resolveFrom('tiny-inflate', trieDir)) as typeof zlibInflate;

/** linebreak's Unicode table as it ships: base64 of a header (3 little-endian uint32) and twice-deflated data. */
function lineBreakTable(): { compressed: Uint8Array; length: number } {
  const source = readFileSync(linebreakFile, 'utf8');
  const base64 = /toByteArray\("([A-Za-z0-9+/=]+)"\)/.exec(source)?.[1];
  if (!base64) throw new Error(`no Unicode table found in ${linebreakFile}`);
  const bytes = Buffer.from(base64, 'base64');
  return { compressed: bytes.subarray(12), length: bytes.readUInt32LE(8) };
}

test('inflates linebreak’s Unicode table to the same bytes as tiny-inflate, both passes', () => {
  const { compressed, length } = lineBreakTable();
  const once = tinyInflate(compressed, new Uint8Array(length));
  const twice = tinyInflate(once, new Uint8Array(length));
  const ours = zlibInflate(compressed, new Uint8Array(length));
  expect(Buffer.from(ours).equals(Buffer.from(once))).toBe(true);
  expect(Buffer.from(zlibInflate(ours, new Uint8Array(length))).equals(Buffer.from(twice))).toBe(true);
  expect(twice.length).toBe(length);
});

test('returns the filled part of a larger destination, fills an exact one, and throws on data that is not DEFLATE', () => {
  const text = Buffer.from('Devis n° 2026-007 : 20 lignes, 1 234,56 € HT. '.repeat(50));
  const deflated = deflateRawSync(text);
  for (const size of [text.length, text.length + 100]) {
    const ours = zlibInflate(deflated, new Uint8Array(size));
    const theirs = tinyInflate(deflated, new Uint8Array(size));
    expect(ours.length).toBe(theirs.length);
    expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
    expect(Buffer.from(ours).equals(text)).toBe(true);
  }
  const garbage = Uint8Array.from([0xff, 0xff, 0xff, 0xff]);
  expect(() => tinyInflate(garbage, new Uint8Array(10))).toThrow();
  expect(() => zlibInflate(garbage, new Uint8Array(10))).toThrow();
});
