/** French agreement: 0 and 1 take the singular ('0 service', '1 ligne', '2 lignes'). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return Math.abs(count) < 2 ? one : many;
}

/** A count and its noun, agreed: countOf(3, 'ligne') → '3 lignes', countOf(1, 'devis', 'devis') → '1 devis'. */
export function countOf(count: number, one: string, many?: string): string {
  return `${count} ${plural(count, one, many)}`;
}

const conjunction = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });

/** A French list: listOf(['a', 'b', 'c']) → 'a, b et c'. */
export function listOf(items: readonly string[]): string {
  return conjunction.format(items);
}
