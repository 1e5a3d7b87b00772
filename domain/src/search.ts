/**
 * A search's key: lower case, no accents, punctuation as spaces, spaces collapsed
 * ("L'Atelier-Zoé" → "l atelier zoe", "2026-001" → "2026 001").
 */
export function searchKey(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `key` (a searchKey) starts a word of `text` (a searchKey), running on over the words after it. */
export function startsAWord(text: string, key: string): boolean {
  return ` ${text}`.includes(` ${key}`);
}

/**
 * The list search rule (quotes, clients, services): the query starts a word of one of the fields, and may run
 * on over the words that follow, ignoring case, accents and punctuation: 'boulangerie ma' and 'martin' find
 * 'Boulangerie Martin', '2026 00' finds '2026-001'; 'angerie' finds nothing. A blank query finds everything.
 * The server answers it with an index (functions/src/services/lists/search-tokens.ts).
 */
export function matchesSearch(fields: readonly (string | null | undefined)[], query: string | null | undefined): boolean {
  const key = searchKey(query);
  return key === '' || fields.some((field) => startsAWord(searchKey(field), key));
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** French alphabetical order, for lists sorted in memory by name (the public page's catalogue). */
export function compareFrench(a: string, b: string): number {
  return collator.compare(a, b);
}
