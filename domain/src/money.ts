/** Money is always integer cents (EUR). Quantities are numbers with at most 2 decimals. */
export type Cents = number;

/**
 * Bounds no French freelancer reaches, which keep every amount an exact integer far below 2^53: a line is at
 * most 100 M€ HT, so a quote of 200 lines stays under 2.4e12 cents TTC, and quantity x unit price (in
 * hundredths x cents, at most 1e12) is exact in a double. quote-totals.test.ts checks it against BigInt.
 */
export const QUANTITY_MAX = 1_000_000;
export const UNIT_PRICE_MAX_CENTS = 10_000_000_00;
export const LINE_TOTAL_HT_MAX_CENTS = 100_000_000_00;

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Formats cents as a French euro amount, e.g. 123456 -> "1 234,56 €". */
export function formatMoney(cents: Cents, currency = 'EUR'): string {
  const format = currency === 'EUR' ? euroFormat : new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
  return format.format(cents / 100);
}

/** Rounds half away from zero: the commercial rounding French invoices use. */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999...
  return sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

/**
 * Parses what a person typed ("12,5", "1 234.56", 12.5) into a number.
 * Unparsable input becomes 0, as the spec says for every numeric field.
 */
export function parseDecimal(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const normalized = input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (normalized === '') return 0;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : 0;
}

/** Euros (as typed or as a number) to integer cents. */
export function eurosToCents(input: unknown): Cents {
  return roundHalfUp(parseDecimal(input) * 100);
}

/** A number as a French input field shows it, with a decimal comma: 12.5 -> "12,5" (parseDecimal reads it back). */
export function decimalToInput(value: number): string {
  return String(value).replace('.', ',');
}

/** Cents as the text of a French money input field: 1250 -> "12,50" (parseDecimal reads it back). */
export function centsToInput(cents: Cents): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** Rounds a quantity to the 2 decimals the product allows. */
export function roundQuantity(quantity: number): number {
  return roundHalfUp(quantity * 100) / 100;
}
