// The lines table's measures, and whether its rows can be kept whole (pdfmake's dontBreakRows) without loss.

export const FONT_SIZE = 9.5;
const PAGE_WIDTH = 515; // A4 (595 pt) less the side margins
const PAGE_HEIGHT = 742; // A4 (842 pt) less the top and bottom margins
const CELL_PADDING_X = 8; // pdfmake's default: 4 pt each side
export const CELL_PADDING_Y = 10; // the lines table's layout: 5 pt above and below
export const TVA_WIDTH = 40;

/**
 * An upper bound of a character's width, in em, in both Helvetica and Roboto (regular; bold adds 10 %): a
 * space 0.3, digits 0.6, lower-case letters 0.65 (m and w 0.9), capitals 0.8 (M and W 1), accented letters as
 * their base letter, anything else 1.05 (Œ, —, …, @, Cyrillic and Greek letters).
 */
function charWidth(ch: string): number {
  const base = ch.normalize('NFD')[0] ?? ch;
  if (base === ' ' || base === '\u00a0' || base === '\u202f') return 0.3;
  if (/[0-9,.]/.test(base)) return 0.6;
  if (/[mw]/.test(base)) return 0.9;
  if (/[a-z]/.test(base)) return 0.65;
  if (/[MW]/.test(base)) return 1;
  if (/[A-Z]/.test(base)) return 0.8;
  return 1.05;
}

function textWidth(text: string, em: number): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch) * em;
  return width;
}

/**
 * Whether every line's row fits on one page, by an estimate that errs on the tall side: characters at their
 * upper bound (charWidth), 1.2 em × 1.15 per text line (Helvetica 0.93 em, Roboto 1.17), the description
 * column as narrow as the other columns at their widest allow, and words wrapped greedily at spaces (pdfmake
 * also breaks after hyphens and slashes, which only shortens the row). pdfmake's dontBreakRows moves a row that
 * does not fit the rest of a page to the next one, but a row taller than a whole page is cut to what fits its
 * first page and the rest is lost (pdfmake keeps only the first page of an unbreakable block): such a document
 * keeps breakable rows.
 */
export function rowsFitOnePage(titles: string[], rows: string[][]): boolean {
  const em = FONT_SIZE;
  const others = [1, 2, 3, 4, 5].map(
    (col) =>
      (col === 3 ? TVA_WIDTH : Math.max(textWidth(titles[col]!, em) * 1.1, ...rows.map((row) => textWidth(row[col] ?? '', em)))) +
      CELL_PADDING_X,
  );
  const width = Math.max(60, PAGE_WIDTH - others.reduce((a, b) => a + b, 0) - CELL_PADDING_X);
  const lineHeight = em * 1.2 * 1.15;
  // Room under the repeated header row (up to three lines when its titles wrap), with some slack.
  const room = PAGE_HEIGHT - (3 * lineHeight + CELL_PADDING_Y) - 60;
  return rows.every((row) => estimatedLines(row[0] ?? '', width, em) * lineHeight + CELL_PADDING_Y <= room);
}

function estimatedLines(text: string, width: number, em: number): number {
  const space = charWidth(' ') * em;
  let lines = 0;
  for (const hard of text.split(/\r\n?|\n/)) {
    lines += 1;
    let x = 0;
    for (const word of hard.split(' ')) {
      const w = textWidth(word, em);
      if (w > width) {
        // Broken anywhere (a long run) or overflowing: starts a line and takes as many as it needs.
        const n = Math.ceil(w / width);
        lines += (x > 0 ? 1 : 0) + n - 1;
        x = w - (n - 1) * width + space;
      } else if (x > 0 && x + w > width) {
        lines += 1;
        x = w + space;
      } else {
        x += w + space;
      }
    }
  }
  return lines;
}
