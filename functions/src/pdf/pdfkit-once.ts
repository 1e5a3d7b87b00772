import path from 'node:path';
import { deferModule, provideModule, resolveFrom } from '../module-stand-ins';
import { STANDARD_FONT_METRICS } from './standard-font-metrics';
import { zlibInflate } from './zlib-inflate';

/**
 * Costs pdfkit (pdfmake's engine, 0.19) pays that a process needs to pay at most once. Each is tied to
 * pdfkit's internals: each step checks what it relies on and does nothing otherwise, so a pdfkit upgrade can
 * make a render slower, never wrong (bench/pdf.mjs shows it).
 */

/** The installed pdfkit (pdfmake's dependency): where its own dependencies resolve from. */
function pdfkitFile(): string {
  return require.resolve('pdfkit', { paths: [path.dirname(require.resolve('pdfmake'))] });
}

/** Modules pdfkit requires when it loads but only uses for embedded fonts (fontkit) or encryption (noble). */
const PDFKIT_USED_LATER = ['fontkit', '@noble/ciphers/aes', '@noble/hashes/sha2', '@noble/hashes/utils'];

/** Modules pdfmake requires when it loads but only uses for SVG images (xmldoc, svg-to-pdfkit) and QR codes. */
const PDFMAKE_USED_LATER = ['xmldoc', './3rd-party/svg-to-pdfkit.js', './qrEnc.js'];

/**
 * pdfkit and pdfmake require, when they load, code for features a document with standard fonts, no
 * password, no SVG and no QR code never uses: fontkit and the encryption code are about half of pdfkit's
 * load, the SVG and QR code about 15 ms more. Until something reads one of them, the library gets a
 * stand-in that loads the real module on first use (module-stand-ins.ts; nothing outside plain Node).
 */
export function deferPdfkitDependencies(): void {
  let pdfkitDir: string;
  let pdfmakeDir: string;
  try {
    pdfkitDir = path.dirname(pdfkitFile());
    pdfmakeDir = path.dirname(require.resolve('pdfmake'));
  } catch {
    return;
  }
  for (const [from, names] of [
    [pdfkitDir, PDFKIT_USED_LATER],
    [pdfmakeDir, PDFMAKE_USED_LATER],
  ] as const) {
    for (const name of names) {
      const file = resolveFrom(name, from);
      if (file) deferModule(file);
    }
  }
}

/**
 * pdfkit's line breaker (linebreak, through unicode-trie) inflates its Unicode table with tiny-inflate, a
 * JavaScript inflater, in every new process: tiny-inflate's module is replaced by the same function done by
 * Node's zlib (zlib-inflate.ts). Outside plain Node this does nothing.
 */
export function inflateWithZlib(): void {
  let dir: string | null;
  try {
    dir = path.dirname(pdfkitFile());
  } catch {
    return;
  }
  for (const name of ['linebreak', 'unicode-trie']) {
    const found: string | null = dir && resolveFrom(name, dir);
    dir = found ? path.dirname(found) : null;
  }
  const file = dir && resolveFrom('tiny-inflate', dir);
  if (file) provideModule(file, zlibInflate);
}

interface AfmParser {
  parse(this: Record<string, unknown>, contents: string): void;
}

type AfmTables = Record<string, unknown>;

/**
 * The tables standard-font-metrics.ts ships for this AFM file (pdfkit's own parse, generated): found by the
 * file's FontName, and used only when the file has the length it was generated from.
 */
function shippedTables(contents: string): AfmTables | null {
  const name = /^FontName (\S+)/m.exec(contents.slice(0, 2000))?.[1];
  const shipped = name ? STANDARD_FONT_METRICS[name] : undefined;
  return shipped && shipped.afmLength === contents.length ? (JSON.parse(shipped.tables) as AfmTables) : null;
}

/**
 * pdfkit reads and parses a standard font's metrics (74 KB and 2,705 kerning pairs for Helvetica, 6-9 ms)
 * for every document. The Helvetica family's parsed tables ship with the code (standard-font-metrics.ts);
 * any other font is parsed once per process. The tables never change after parsing: documents share them.
 */
export function parseStandardFontsOnce(): void {
  // The pdfkit pdfmake uses: the one bundled with it in functions/lib (bundle-plugins.mjs), else the
  // installed one (npm hoists pdfmake's pdfkit beside it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PDFDocument = require('pdfkit') as new (options: object) => { _font?: { font?: object } };
  // A document is the only way to the AFM parser's prototype. Its default font would be parsed here, before
  // the hook: the probe uses the smallest standard font instead (ZapfDingbats, 10 KB and no kerning pairs,
  // against 74 KB for Helvetica).
  const afm = new PDFDocument({ autoFirstPage: false, font: 'ZapfDingbats' })._font?.font;
  const proto = afm ? (Object.getPrototypeOf(afm) as Partial<AfmParser>) : null;
  const parse = proto?.parse;
  if (!proto || typeof parse !== 'function' || (parse as { once?: true }).once) return;
  const tables = ['attributes', 'glyphWidths', 'kernPairs', 'boundingBoxes'] as const;
  const parsed = new Map<string, AfmTables>();
  const parseOnce = function (this: Record<string, unknown>, contents: string): void {
    let known = parsed.get(contents);
    if (!known) {
      const shipped = shippedTables(contents);
      if (shipped) {
        known = shipped;
      } else {
        parse.call(this, contents);
        if (!tables.every((t) => this[t] && typeof this[t] === 'object')) return;
        known = Object.fromEntries(tables.map((t) => [t, this[t]]));
      }
      parsed.set(contents, known);
    }
    Object.assign(this, known);
  };
  proto.parse = Object.assign(parseOnce, { once: true as const });
}
