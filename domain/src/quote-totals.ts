import { roundHalfUp, type Cents } from './money';
import { vatOf } from './vat';

export interface LineInput {
  quantity: number;
  unit_price_ht: Cents;
  tva_rate_percent: number;
}

export interface LineTotals {
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
}

export interface VatBreakdownRow {
  rate: number;
  base_ht: Cents;
  tva: Cents;
}

export interface QuoteTotals {
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
  vat_breakdown: VatBreakdownRow[];
}

/** Line HT = round(quantity x unit price); line VAT = round(line HT x rate). */
export function computeLine(line: LineInput): LineTotals {
  const quantityHundredths = roundHalfUp(line.quantity * 100);
  const total_ht = roundHalfUp((quantityHundredths * line.unit_price_ht) / 100);
  const total_tva = vatOf(total_ht, line.tva_rate_percent);
  return { total_ht, total_tva, total_ttc: total_ht + total_tva };
}

/** Totals are sums of the rounded lines; the breakdown groups lines by rate, ascending. */
export function computeTotals(lines: readonly LineInput[]): QuoteTotals {
  const byRate = new Map<number, VatBreakdownRow>();
  let total_ht = 0;
  let total_tva = 0;
  for (const line of lines) {
    const t = computeLine(line);
    total_ht += t.total_ht;
    total_tva += t.total_tva;
    const row = byRate.get(line.tva_rate_percent) ?? { rate: line.tva_rate_percent, base_ht: 0, tva: 0 };
    row.base_ht += t.total_ht;
    row.tva += t.total_tva;
    byRate.set(line.tva_rate_percent, row);
  }
  const vat_breakdown = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  return { total_ht, total_tva, total_ttc: total_ht + total_tva, vat_breakdown };
}
