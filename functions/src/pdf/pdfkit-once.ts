import Module from 'node:module';
import path from 'node:path';

/**
 * Two costs pdfkit (pdfmake's engine, 0.19) pays that a process needs to pay at most once. Both are tied to
 * pdfkit's internals: each step checks what it relies on and does nothing otherwise, so a pdfkit upgrade can
 * make a render slower, never wrong (bench/pdf.mjs shows it).
 */

function pdfkitFile(): string {
  return require.resolve('pdfkit', { paths: [path.dirname(require.resolve('pdfmake'))] });
}

/** Modules pdfkit requires when it loads but only uses for embedded fonts (fontkit) or encryption (noble). */
const USED_LATER = ['fontkit', '@noble/ciphers/aes', '@noble/hashes/sha2', '@noble/hashes/utils'];

/**
 * pdfkit requires fontkit and the encryption code when it loads: about half of a cold start, for features a
 * document with standard fonts and no password never uses. Until something reads one of them, pdfkit gets
 * a stand-in that loads the real module on first use. Outside plain Node (jest's module registry has no
 * require.cache) this does nothing.
 */
export function deferPdfkitDependencies(): void {
  const cache = require.cache as NodeJS.Dict<NodeModule> | undefined;
  if (!cache || typeof Module !== 'function') return;
  let from: string;
  try {
    from = path.dirname(pdfkitFile());
  } catch {
    return;
  }
  for (const name of USED_LATER) {
    let file: string;
    try {
      file = require.resolve(name, { paths: [from] });
    } catch {
      continue;
    }
    if (!cache[file]) cache[file] = standIn(cache, file);
  }
}

function standIn(cache: NodeJS.Dict<NodeModule>, file: string): NodeModule {
  let real: Record<PropertyKey, unknown> | null = null;
  const load = () => {
    if (!real) {
      delete cache[file];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      real = require(file) as Record<PropertyKey, unknown>;
    }
    return real;
  };
  const module = new Module(file);
  module.filename = file;
  module.loaded = true;
  module.exports = new Proxy({}, { get: (_target, key) => load()[key], has: (_target, key) => key in load() });
  return module;
}

interface AfmParser {
  parse(this: Record<string, unknown>, contents: string): void;
}

/**
 * pdfkit re-reads and re-parses a standard font's metrics (about 3,000 kerning pairs) for every document.
 * The parsed tables never change after parsing: keep them per font file, and share them.
 */
export function parseStandardFontsOnce(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PDFDocument = require(pdfkitFile()) as new (options: object) => { _font?: { font?: object } };
  const afm = new PDFDocument({ autoFirstPage: false })._font?.font;
  const proto = afm ? (Object.getPrototypeOf(afm) as Partial<AfmParser>) : null;
  const parse = proto?.parse;
  if (!proto || typeof parse !== 'function' || (parse as { once?: true }).once) return;
  const tables = ['attributes', 'glyphWidths', 'kernPairs', 'boundingBoxes'] as const;
  const parsed = new Map<string, Record<string, unknown>>();
  const parseOnce = function (this: Record<string, unknown>, contents: string): void {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    if (tables.every((t) => this[t] && typeof this[t] === 'object')) parsed.set(contents, Object.fromEntries(tables.map((t) => [t, this[t]])));
  };
  proto.parse = Object.assign(parseOnce, { once: true as const });
}
