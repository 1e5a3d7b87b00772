import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseStandardFontsOnce } from './pdfkit-once';
import { STANDARD_FONT_METRICS } from './standard-font-metrics';

// pdfkit as pdfmake loads it (pdfkit is pdfmake's dependency, not ours).
const pdfkitFile = require.resolve('pdfkit', { paths: [path.dirname(require.resolve('pdfmake'))] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PDFDocument = require(pdfkitFile) as new (options: object) => { _font: { font: AfmFont } };
type AfmFont = Record<string, unknown> & { parse: (contents: string) => void; constructor: new (contents: string) => AfmFont };

const TABLES = ['attributes', 'glyphWidths', 'kernPairs', 'boundingBoxes'] as const;
const afmFile = (name: string) => readFileSync(path.join(path.dirname(pdfkitFile), 'data', `${name}.afm`), 'utf8');
const tablesOf = (font: AfmFont) => Object.fromEntries(TABLES.map((t) => [t, font[t]]));

/** pdfkit's own parse of a font's installed AFM file (before anything replaces its parser in this registry). */
const parsedByPdfkit = new Map(
  Object.keys(STANDARD_FONT_METRICS).map((name) => {
    const font = new PDFDocument({ autoFirstPage: false, font: name })._font.font;
    expect((font.parse as { once?: true }).once).toBeUndefined();
    return [name, tablesOf(font)];
  }),
);

test('the shipped metrics are pdfkit’s own parse of its installed AFM files (run functions/scripts/standard-font-metrics.mjs after a pdfkit upgrade)', () => {
  expect(Object.keys(STANDARD_FONT_METRICS).sort()).toEqual(['Helvetica', 'Helvetica-Bold', 'Helvetica-BoldOblique', 'Helvetica-Oblique']);
  for (const [name, shipped] of Object.entries(STANDARD_FONT_METRICS)) {
    expect(shipped.afmLength).toBe(afmFile(name).length);
    const tables = JSON.parse(shipped.tables) as Record<string, unknown>;
    expect(tables).toEqual(parsedByPdfkit.get(name));
  }
});

test('documents get the shipped tables, and an AFM file other than the one they were made from is parsed', () => {
  parseStandardFontsOnce();
  const font = new PDFDocument({ autoFirstPage: false, font: 'Helvetica-Bold' })._font.font;
  expect((font.parse as { once?: true }).once).toBe(true);
  expect(tablesOf(font)).toEqual(parsedByPdfkit.get('Helvetica-Bold'));
  expect(font['kernPairs']).toBe(new PDFDocument({ autoFirstPage: false, font: 'Helvetica-Bold' })._font.font['kernPairs']);

  // Same FontName, different file (a pdfkit upgrade that changed the metrics): its own numbers, not ours.
  const changed = afmFile('Helvetica').replace(/^KPX A T -120$/m, 'KPX A T -121');
  expect(changed).not.toBe(afmFile('Helvetica'));
  const other = new font.constructor(`${changed}\n`);
  expect((other['kernPairs'] as Record<string, number>)['A\0T']).toBe(-121);
  const helvetica = new PDFDocument({ autoFirstPage: false, font: 'Helvetica' })._font.font;
  expect((helvetica['kernPairs'] as Record<string, number>)['A\0T']).toBe(-120);
});
