import type { Cents } from '../money';

const euros = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const amount = (cents: Cents) => `${euros.format(cents / 100)}€`;

/** Budget of a quote request, as spec 001 §9 writes it: "min€ - max€", "À partir de min€", "Jusqu'à max€", "Non spécifié". */
export function formatBudget(min: Cents | null | undefined, max: Cents | null | undefined): string {
  const hasMin = typeof min === 'number' && min > 0;
  const hasMax = typeof max === 'number' && max > 0;
  if (hasMin && hasMax) return `${amount(min)} - ${amount(max)}`;
  if (hasMin) return `À partir de ${amount(min)}`;
  if (hasMax) return `Jusqu'à ${amount(max)}`;
  return 'Non spécifié';
}
