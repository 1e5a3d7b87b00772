import { computeTotals } from './quote-totals';
import { defaultVatRateFor, isFrenchVatRate, lineVatRateFromService, vatRateFor, withVatFranchise } from './vat';

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

test('the French rates, and the default rate of a provider', () => {
  expect([0, 2.1, 5.5, 10, 20].every(isFrenchVatRate)).toBe(true);
  expect([8.5, 7, 19.6, -1, null, undefined].some(isFrenchVatRate)).toBe(false);
  expect(defaultVatRateFor(false, 10)).toBe(10);
  // A default saved before the rates were enforced is no rate to fall back on: 20 %.
  expect(defaultVatRateFor(false, 8.5)).toBe(20);
  expect(defaultVatRateFor(true, 10)).toBe(0);
});

test("a service's rate fills a line; a rate that is not French falls back to the provider's default, and says so", () => {
  const provider = { defaultRate: 10, vatFranchise: false };
  expect(lineVatRateFromService(5.5, provider)).toEqual({ rate: 5.5, fellBack: false });
  expect(lineVatRateFromService(2.1, provider)).toEqual({ rate: 2.1, fellBack: false });
  expect(lineVatRateFromService(8.5, provider)).toEqual({ rate: 10, fellBack: true });
  expect(lineVatRateFromService(8.5, { defaultRate: 19.6, vatFranchise: false })).toEqual({ rate: 20, fellBack: true });
  // Under the franchise every line is at 0 %: nothing to fall back from.
  expect(lineVatRateFromService(8.5, { defaultRate: 20, vatFranchise: true })).toEqual({ rate: 0, fellBack: false });
});
