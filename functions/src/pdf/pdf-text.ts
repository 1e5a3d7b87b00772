/**
 * Text for the PDF fonts. The 14 standard PDF fonts (Helvetica here) need no embedding and no subsetting, and
 * their WinAnsi encoding holds French text, the € sign and the usual typography (’ « » – — …). A document
 * whose text fits uses them; any other character (Ł, Ş, Greek, emoji…) makes the renderer embed Roboto for
 * that document, so a name is never printed wrong.
 */

/** The WinAnsi code points outside Latin-1 (bytes 0x80-0x9F of the encoding). */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));

/** True when every character can be printed with a standard PDF font. Line breaks are layout, not glyphs. */
export function fitsWinAnsi(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || c === 0x0a) continue;
    if (!WIN_ANSI_EXTRA.has(c)) return false;
  }
  return true;
}

/**
 * The same text, as the fonts can print it: composed accents (NFC: an "é" typed as e + U+0301 becomes one
 * character), the thin spaces Intl puts in fr-FR numbers (U+202F between thousands and before "€") as the
 * no-break space U+00A0, which neither WinAnsi nor Roboto lacks, Windows line ends (CR LF, pasted terms) as
 * line breaks, and tabs as spaces. Nothing else changes.
 */
export function pdfText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ');
}
