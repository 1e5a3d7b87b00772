/** Search matching shared by lists: case- and accent-insensitive ("Société" matches "societe"). */
export function normalizeSearch(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a record is searched by: its fields normalized and joined. */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  return fields.map(normalizeSearch).filter(Boolean).join(' | ');
}

/** True when the query (normalized) is contained in the record's search text. An empty query matches all. */
export function matchesSearch(text: string, query: string | null | undefined): boolean {
  const q = normalizeSearch(query);
  return q === '' || text.includes(q);
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** French alphabetical order for lists sorted by name. */
export function compareFrench(a: string, b: string): number {
  return collator.compare(a, b);
}
