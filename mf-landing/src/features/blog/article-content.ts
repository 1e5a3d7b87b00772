// An article's text as data: the blog renders it with one component (blog-article.tsx), no Markdown.

/** A run of text: plain, a link, or bold. */
export type Inline = string | { text: string; href: string } | { strong: string };

export type ArticleBlock =
  | { type: 'h2' | 'h3'; text: string }
  | { type: 'p'; text: Inline[] }
  | { type: 'ul' | 'ol'; items: Inline[][] }
  /** An email template: its subject and its paragraphs. */
  | { type: 'email'; subject: string; paragraphs: string[] };

export const h2 = (text: string): ArticleBlock => ({ type: 'h2', text });
export const h3 = (text: string): ArticleBlock => ({ type: 'h3', text });
export const p = (...text: Inline[]): ArticleBlock => ({ type: 'p', text });
const items = (list: (Inline | Inline[])[]) => list.map((item) => (Array.isArray(item) ? item : [item]));
export const ul = (...list: (Inline | Inline[])[]): ArticleBlock => ({ type: 'ul', items: items(list) });
export const ol = (...list: (Inline | Inline[])[]): ArticleBlock => ({ type: 'ol', items: items(list) });
export const email = (subject: string, ...paragraphs: string[]): ArticleBlock => ({ type: 'email', subject, paragraphs });
export const link = (text: string, href: string): Inline => ({ text, href });
export const strong = (text: string): Inline => ({ strong: text });

/** Words read per minute for the reading time. */
export const WORDS_PER_MINUTE = 200;

const inlineText = (inline: Inline) => (typeof inline === 'string' ? inline : 'strong' in inline ? inline.strong : inline.text);

function blockText(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'h2':
    case 'h3':
      return [block.text];
    case 'p':
      return block.text.map(inlineText);
    case 'ul':
    case 'ol':
      return block.items.flat().map(inlineText);
    case 'email':
      return [block.subject, ...block.paragraphs];
  }
}

/** Words of the article body: tokens with a letter or a digit ("20 %" is one word, a lone dash none). */
export function wordCount(content: readonly ArticleBlock[]): number {
  return content
    .flatMap(blockText)
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in whole minutes, at least one. */
export function readingMinutes(content: readonly ArticleBlock[]): number {
  return Math.max(1, Math.round(wordCount(content) / WORDS_PER_MINUTE));
}
