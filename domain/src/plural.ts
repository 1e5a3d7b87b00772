/** French agreement: 0 and 1 take the singular ('0 service', '1 ligne', '2 lignes'). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return Math.abs(count) < 2 ? one : many;
}

/** A count and its noun, agreed: countOf(3, 'ligne') → '3 lignes', countOf(1, 'devis', 'devis') → '1 devis'. */
export function countOf(count: number, one: string, many?: string): string {
  return `${count} ${plural(count, one, many)}`;
}

const quantityFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * A line's quantity as printed, with its unit agreed: '2 jours', '1,5 heure', '25 m²', '3' without a unit.
 * A one-word unit of 3 letters or more takes an s from 2 on, unless it ends in s, x or z; abbreviations
 * ('h', 'm²', 'ml') and several words stay as typed.
 */
export function quantityWithUnit(quantity: number, unit?: string | null): string {
  const amount = quantityFormat.format(quantity);
  const typed = unit?.trim();
  if (!typed) return amount;
  const agrees = /^\p{Ll}{3,}$/u.test(typed) && !/[sxz]$/.test(typed);
  return `${amount}\u00a0${agrees ? plural(quantity, typed) : typed}`;
}

const conjunction = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });

/** A French list: listOf(['a', 'b', 'c']) → 'a, b et c'. */
export function listOf(items: readonly string[]): string {
  return conjunction.format(items);
}
