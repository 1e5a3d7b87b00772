import { roundHalfUp, type Cents } from './money';

/**
 * The French VAT rates, in percent (CGI art. 278 to 281 nonies): normal 20, intermediate 10, reduced 5.5,
 * special 2.1, and 0 for exempt work. Quote lines, catalogue services and the provider's default rate take
 * one of these; nothing else is accepted on a write (functions/API.md, "VAT rates").
 */
export const VAT_RATES = [0, 2.1, 5.5, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;
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

/** Whether a rate is one of the French rates (a service or profile saved before they were enforced may hold another). */
export function isFrenchVatRate(rate: number | null | undefined): rate is VatRate {
  return VAT_RATES.some((r) => r === rate);
}

/** The provider's default rate when it is a French one, else 20 %. */
export function providerDefaultVatRate(defaultRate: number | null | undefined): VatRate {
  return isFrenchVatRate(defaultRate) ? defaultRate : DEFAULT_VAT_RATE;
}

/** The rate a new line starts with: the provider's default rate, 0 under the franchise. */
export function defaultVatRateFor(vatFranchise: boolean, defaultRate: number | null = DEFAULT_VAT_RATE): number {
  return vatRateFor(providerDefaultVatRate(defaultRate), vatFranchise);
}

/**
 * The rate of a line filled from a catalogue service: the service's own rate, or, when the service holds a
 * rate that is not French (saved before rates were enforced), the provider's default rate (`fellBack`, so
 * the form can say so). 0 under the franchise, which is no fallback.
 */
export function lineVatRateFromService(
  serviceRate: number | null | undefined,
  provider: { defaultRate: number | null; vatFranchise: boolean },
): { rate: number; fellBack: boolean } {
  if (provider.vatFranchise) return { rate: 0, fellBack: false };
  if (serviceRate == null) return { rate: providerDefaultVatRate(provider.defaultRate), fellBack: false };
  if (isFrenchVatRate(serviceRate)) return { rate: serviceRate, fellBack: false };
  return { rate: providerDefaultVatRate(provider.defaultRate), fellBack: true };
}

/** Lines with the franchise applied; the same lines when the provider charges VAT. */
export function withVatFranchise<T extends { tva_rate_percent: number }>(lines: readonly T[], vatFranchise: boolean): T[] {
  return vatFranchise ? lines.map((line) => ({ ...line, tva_rate_percent: 0 })) : [...lines];
}
