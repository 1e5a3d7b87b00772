import { computeTotals } from './quote-totals';
import { defaultVatRateFor, vatRateFor, withVatFranchise } from './vat';

test('a provider under the VAT franchise charges no VAT on any line', () => {
  const lines = [
    { quantity: 2, unit_price_ht: 10000, tva_rate_percent: 20 },
    { quantity: 1, unit_price_ht: 1234, tva_rate_percent: 5.5 },
  ];
  const totals = computeTotals(withVatFranchise(lines, true));
  expect(totals).toEqual({ total_ht: 21234, total_tva: 0, total_ttc: 21234, vat_breakdown: [{ rate: 0, base_ht: 21234, tva: 0 }] });
  expect(defaultVatRateFor(true)).toBe(0);
  expect(vatRateFor(10, true)).toBe(0);
});

test('a provider charging VAT keeps the rates as chosen', () => {
  const lines = [{ quantity: 1, unit_price_ht: 10000, tva_rate_percent: 5.5 }];
  expect(withVatFranchise(lines, false)).toEqual(lines);
  expect(computeTotals(withVatFranchise(lines, false)).total_tva).toBe(550);
  expect(defaultVatRateFor(false)).toBe(20);
  expect(vatRateFor(10, false)).toBe(10);
});
