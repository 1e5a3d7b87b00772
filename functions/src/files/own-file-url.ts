import type { Files } from './port';

/**
 * The URL when it names one of our own public files (Files.pathOf), null for any other address: what an answer
 * may hand to a browser to load (a provider's logo), so no outside address learns who opens a page. A stored
 * logo from elsewhere is left out, as the PDF leaves it out (pdf/quote-logo.ts).
 */
export function ownFileUrl(url: string | null | undefined, files: Pick<Files, 'pathOf'>): string | null {
  return url && files.pathOf(url) !== null ? url : null;
}
