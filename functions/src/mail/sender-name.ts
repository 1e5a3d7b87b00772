import { toOneLine } from '@devis/domain';

/** 'Atelier Dupont via Devis': who wrote, and through what; quotes and angle brackets would break the header. */
export function onBehalfOf(company: string): string {
  return `${toOneLine(company).replace(/["<>\\]/g, '').trim() || 'Votre prestataire'} via Devis`;
}
