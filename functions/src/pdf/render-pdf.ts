import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PdfDocDefinition } from './quote-document';

interface PdfMake {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}

let instance: PdfMake | null = null;

/** pdfmake is a process-wide instance: fonts and access policies are set once, on first use. */
function pdfmake(): PdfMake {
  if (instance) return instance;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pm = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  // The fonts are read once into pdfmake's in-memory file system: no disk access per document.
  const font = (name: string) => {
    const file = `Roboto-${name}.ttf`;
    pm.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
    return file;
  };
  pm.setFonts({
    Roboto: { normal: font('Regular'), bold: font('Medium'), italics: font('Italic'), bolditalics: font('MediumItalic') },
  });
  // No network and no local files: images come in as data URLs.
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy(() => false);
  instance = pm;
  return pm;
}

/** Renders a document definition to PDF bytes. Same definition (with a fixed creation date) → same bytes. */
export async function renderPdf(doc: PdfDocDefinition): Promise<Buffer> {
  const bytes = await pdfmake().createPdf(doc).getBuffer();
  return Buffer.from(bytes);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
