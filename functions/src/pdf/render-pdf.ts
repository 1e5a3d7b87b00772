import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PdfDocDefinition } from './quote-document';
import { fitsWinAnsi, pdfText } from './pdf-text';
import { deferPdfkitDependencies, inflateWithZlib, parseStandardFontsOnce } from './pdfkit-once';

interface PdfMake {
  virtualfs: { writeFileSync(name: string, data: Buffer): void; existsSync(name: string): boolean };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}

/** The two families a document can use: the standard Helvetica (nothing embedded), or Roboto (embedded). */
export type PdfFont = 'Helvetica' | 'Roboto';

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const ROBOTO = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf', italics: 'Roboto-Italic.ttf', bolditalics: 'Roboto-MediumItalic.ttf' };
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));

let instance: PdfMake | null = null;

/** pdfmake is a process-wide instance: fonts and access policies are set once, on first use. */
function pdfmake(): PdfMake {
  if (instance) return instance;
  // Before pdfkit loads: it requires fontkit (the TrueType engine, for Roboto documents only) and encryption.
  deferPdfkitDependencies();
  inflateWithZlib();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pm = require('pdfmake') as PdfMake;
  parseStandardFontsOnce();
  pm.setFonts({ Helvetica: HELVETICA, Roboto: ROBOTO });
  // No network and no local files (images come in as data URLs); the standard fonts are names, not files.
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((file) => STANDARD_FONT_NAMES.has(file));
  instance = pm;
  return pm;
}

/** Roboto is read into pdfmake's in-memory file system the first time a document needs it, then kept. */
function loadRoboto(pm: PdfMake): void {
  if (pm.virtualfs.existsSync(ROBOTO.normal)) return;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of Object.values(ROBOTO)) pm.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
}

type Node = unknown;

/** A run without a space or line break longer than this breaks anywhere; shorter words wrap whole. */
const LONG_TOKEN = 40;
// The no-break space belongs to the run: pdfmake does not break there either.
const LONG_RUN = new RegExp(`[^ \n]{${LONG_TOKEN + 1},}`, 'g');

/**
 * A text value as pdfmake gets it. pdfmake sizes a '*' table column by its longest word, so one pasted hash or
 * file_name of 60+ characters widened the description column past the page edge and pushed the amounts off
 * it. Such a run becomes an inline of its own with `wordBreak: 'break-all'` (it breaks at any character);
 * the rest of the text stays plain strings and wraps normally.
 */
function breakableText(text: string): string | (string | { text: string; wordBreak: 'break-all' })[] {
  const runs = [...text.matchAll(LONG_RUN)];
  if (runs.length === 0) return text;
  const parts: (string | { text: string; wordBreak: 'break-all' })[] = [];
  let last = 0;
  for (const match of runs) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], wordBreak: 'break-all' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * Every string of a definition through pdfText (image data excepted); `fits` turns false on a non-WinAnsi one.
 * A `text` value with a very long word is also split so that word can break (breakableText).
 */
function prepare(node: Node, state: { fits: boolean }, key?: string): Node {
  if (typeof node === 'string') {
    const text = pdfText(node);
    if (state.fits && !fitsWinAnsi(text)) state.fits = false;
    return key === 'text' ? breakableText(text) : text;
  }
  if (Array.isArray(node)) return node.map((child) => prepare(child, state));
  if (node === null || typeof node !== 'object' || node instanceof Date) return node;
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(node)) out[k] = k === 'image' ? value : prepare(value, state, k);
  return out;
}

type PageFn = (...args: unknown[]) => Node;

/**
 * The definition pdfmake gets: texts prepared, and the font family chosen: Helvetica when every text fits
 * WinAnsi, otherwise Roboto. Page callbacks (footer) are prepared as they run; their fixed text decides the
 * font with the rest (page numbers are digits).
 */
export function preparePdf(doc: PdfDocDefinition, force?: PdfFont): { doc: PdfDocDefinition; font: PdfFont } {
  const state = { fits: true };
  const prepared = prepare({ ...doc, footer: undefined, header: undefined }, state) as PdfDocDefinition;
  for (const key of ['footer', 'header'] as const) {
    const fn = doc[key];
    if (typeof fn !== 'function') continue;
    prepare((fn as PageFn)(1, 1), state);
    prepared[key] = (...args: unknown[]) => prepare((fn as PageFn)(...args), { fits: true });
  }
  const font = force ?? (state.fits ? 'Helvetica' : 'Roboto');
  prepared['defaultStyle'] = { ...(prepared['defaultStyle'] as object | undefined), font };
  return { doc: prepared, font };
}

/**
 * Renders a document definition to PDF bytes. Same definition (with a fixed creation date) → same bytes.
 * `font` forces a family (a version sent before the standard fonts was rendered with Roboto).
 */
export async function renderPdf(doc: PdfDocDefinition, font?: PdfFont): Promise<Buffer> {
  const pm = pdfmake();
  const prepared = preparePdf(doc, font);
  if (prepared.font === 'Roboto') loadRoboto(pm);
  const bytes = await pm.createPdf(prepared.doc).getBuffer();
  return Buffer.from(bytes);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
