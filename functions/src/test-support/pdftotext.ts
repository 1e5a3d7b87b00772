import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's pdftotext lays it out: what a reader of the document sees. */
export function pdftotext(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'devis-pdf-'));
  const file = path.join(dir, 'quote.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils); npm test and CI do it.');
    }
    throw e;
  }
}
