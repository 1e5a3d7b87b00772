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

/**
 * A provider under the VAT franchise (art. 293 B du CGI) charges no VAT at all: every line is at 0 %,
 * whatever rate was typed or came from the catalogue.
 */
export function vatRateFor(ratePercent: number, vatFranchise: boolean): number {
  return vatFranchise ? 0 : ratePercent;
}

/** The rate a new line starts with. */
export function defaultVatRateFor(vatFranchise: boolean): number {
  return vatRateFor(DEFAULT_VAT_RATE, vatFranchise);
}

/** Lines with the franchise applied; the same lines when the provider charges VAT. */
export function withVatFranchise<T extends { tva_rate_percent: number }>(lines: readonly T[], vatFranchise: boolean): T[] {
  return vatFranchise ? lines.map((line) => ({ ...line, tva_rate_percent: 0 })) : [...lines];
}
