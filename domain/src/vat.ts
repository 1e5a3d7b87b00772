import { roundHalfUp, type Cents } from './money';

/** VAT rates offered on quote lines, in percent. */
export const VAT_RATES = [0, 5.5, 10, 20] as const;
export const DEFAULT_VAT_RATE = 20;
export const VAT_FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** VAT on an HT amount, rounded to the cent. The rate is a percent with at most 2 decimals. */
export function vatOf(amountHt: Cents, ratePercent: number): Cents {
  // Work in hundredths of a percent so that 5.5 % is the integer 550.
  const basisPoints = roundHalfUp(ratePercent * 100);
  return roundHalfUp((amountHt * basisPoints) / 10000);
}

/** "20 %", "5,5 %" */
export function formatVatRate(ratePercent: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(ratePercent)} %`;
}
