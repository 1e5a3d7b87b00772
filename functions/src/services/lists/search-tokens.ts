import { searchKey, startsAWord } from '@devis/domain';

/**
 * The index of the list search rule (domain `matchesSearch`), for searches without scans. A record stores `search_tokens`: every prefix (up to TOKEN_CHARS characters) of the
 * text that starts at each word of its searched fields, once normalized (case, accents, punctuation). A
 * search is then one `array-contains` on the normalized query, served by an index: its reads are those of
 * the page it returns. It finds what a person types: the start of any word, and the words that follow it
 * ("boulangerie ma" finds "Boulangerie Martin", "2026-00" finds "2026-001", "martin" too), but not the
 * middle of a word ("angerie").
 */
export const TOKEN_CHARS = 24;
/** Only the start of a long field is searchable: it bounds the tokens (and index entries) of one record. */
const FIELD_CHARS = 100;

/** The tokens a record is found by. */
export function searchTokens(fields: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const field of fields) {
    const key = searchKey(field).slice(0, FIELD_CHARS);
    for (let start = 0; start < key.length; start += 1) {
      if (start > 0 && key[start - 1] !== ' ') continue;
      const rest = key.slice(start, start + TOKEN_CHARS);
      for (let end = 1; end <= rest.length; end += 1) {
        if (rest[end - 1] !== ' ') tokens.add(rest.slice(0, end));
      }
    }
  }
  return [...tokens];
}

export interface Search {
  /** The value to look for with `array-contains`. */
  token: string;
  /** The whole normalized query. */
  key: string;
  /** False when the query is longer than a token: the token finds a superset, `matches` settles it. */
  exact: boolean;
}

/** The search a query asks for, or null when it is blank. */
export function searchFor(query: string | null | undefined): Search | null {
  const key = searchKey(query);
  if (key === '') return null;
  const token = key.slice(0, TOKEN_CHARS).trimEnd();
  return { token, key, exact: token === key };
}

/** Whether a record with these fields is found by the search: the domain's rule on the part the tokens index. */
export function matches(search: Search, fields: readonly (string | null | undefined)[]): boolean {
  return fields.some((field) => startsAWord(searchKey(field).slice(0, FIELD_CHARS), search.key));
}

/**
 * The key lists sort names by: normalized like a search, numbers padded so that "Client 2" comes before
 * "Client 10" (the store compares strings byte by byte).
 */
export function sortKey(name: string | null | undefined): string {
  return searchKey(name).replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}
