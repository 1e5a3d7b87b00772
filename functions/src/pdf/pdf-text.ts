/**
 * Text for the PDF fonts. The 14 standard PDF fonts (Helvetica here) need no embedding and no subsetting, and
 * their WinAnsi encoding holds French text, the € sign and the usual typography (’ « » – — …). A document
 * whose text fits uses them. Neither Helvetica nor Roboto draws emoji or the rarer compatibility characters,
 * so pdfText first prints a character outside WinAnsi as its compatibility form when that form fits (the
 * ordinal « 3ᵉ » as « 3e », the ligature ﬁ as fi) and drops pictographs (emoji and their joiners, variation
 * selectors, skin tones, flags and keycap marks). Any other character (Ł, Ş, Greek, Cyrillic…) makes the
 * renderer embed Roboto for that document, so a name is never printed wrong.
 */

/** The WinAnsi code points outside Latin-1 (bytes 0x80-0x9F of the encoding). */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));

function fitsWinAnsiCode(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || c === 0x0a || WIN_ANSI_EXTRA.has(c);
}

/** True when every character can be printed with a standard PDF font. Line breaks are layout, not glyphs. */
export function fitsWinAnsi(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (!fitsWinAnsiCode(text.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * Emoji and the marks that build them: variation selectors, the zero-width joiner, skin tones, regional
 * indicators (flags), the keycap mark and tag characters. The WinAnsi pictographs (© ® ™) are tested first
 * and kept.
 */
const PICTOGRAPH = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\ufe0e\ufe0f\u20e3\u{e0020}-\u{e007f}])$/u;

const SPACE = /[ \u00a0]/;

/**
 * The same text, as the fonts can print it:
 * - composed accents (NFC: an "é" typed as e + U+0301 becomes one character);
 * - the thin spaces Intl puts in fr-FR numbers (U+202F between thousands and before "€") as the no-break space
 *   U+00A0, which neither WinAnsi nor Roboto lacks;
 * - Windows line ends (CR LF, pasted terms) as line breaks, and tabs as spaces;
 * - a character outside WinAnsi whose NFKC form fits WinAnsi as that form (ᵉ → e, ﬁ → fi, an en space → a
 *   space); characters that already fit (², ½, µ, the no-break space) stay as they are;
 * - pictographs dropped, with a space next to them, so no double space and no space at a line's end remains.
 * Nothing else changes: other characters are for Roboto.
 */
export function pdfText(text: string): string {
  const normalized = text
    .normalize('NFC')
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ');
  if (fitsWinAnsi(normalized)) return normalized;
  let out = '';
  // A pictograph was dropped since the last character kept: the space next to it goes too.
  let dropped = false;
  for (const ch of normalized) {
    if (fitsWinAnsiCode(ch.codePointAt(0)!)) {
      if (dropped) {
        dropped = false;
        if (ch === '\n') out = out.replace(/[ \u00a0]$/, '');
        else if (SPACE.test(ch) && (out === '' || /[ \u00a0\n]$/.test(out))) continue;
      }
      out += ch;
    } else if (PICTOGRAPH.test(ch)) {
      dropped = true;
    } else {
      const compatible = ch.normalize('NFKC');
      out += fitsWinAnsi(compatible) ? compatible : ch;
      dropped = false;
    }
  }
  return dropped ? out.replace(/[ \u00a0]$/, '') : out;
}
