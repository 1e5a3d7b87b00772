import fc from 'fast-check';
import { computeLine, computeTotals } from './quote-totals';
import { VAT_RATES } from './vat';

const line = fc.record({
  quantity: fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100),
  unit_price_ht: fc.integer({ min: 0, max: 10_000_000 }),
  tva_rate_percent: fc.constantFrom(...VAT_RATES),
});

describe('quote totals', () => {
  it('rounds each line to the cent: 3 x 33.333 € at 20 % is 99.99 € HT and 20.00 € VAT', () => {
    expect(computeLine({ quantity: 3, unit_price_ht: 3333, tva_rate_percent: 20 })).toEqual({ total_ht: 9999, total_tva: 2000, total_ttc: 11999 });
  });

  it('handles 5.5 % without float drift', () => {
    // 1.50 x 12.34 € = 18.51 € ; 5.5 % of 18.51 € = 1.01805 -> 1.02 €
    expect(computeLine({ quantity: 1.5, unit_price_ht: 1234, tva_rate_percent: 5.5 })).toEqual({ total_ht: 1851, total_tva: 102, total_ttc: 1953 });
  });

  it('totals equal the sum of the rounded lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const t = computeTotals(lines);
        const each = lines.map(computeLine);
        expect(t.total_ht).toBe(each.reduce((s, l) => s + l.total_ht, 0));
        expect(t.total_tva).toBe(each.reduce((s, l) => s + l.total_tva, 0));
        expect(t.total_ttc).toBe(t.total_ht + t.total_tva);
      }),
    );
  });

  it('the VAT breakdown sums to the total VAT and to the total HT', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const t = computeTotals(lines);
        expect(t.vat_breakdown.reduce((s, r) => s + r.tva, 0)).toBe(t.total_tva);
        expect(t.vat_breakdown.reduce((s, r) => s + r.base_ht, 0)).toBe(t.total_ht);
        expect(new Set(t.vat_breakdown.map((r) => r.rate)).size).toBe(t.vat_breakdown.length);
      }),
    );
  });

  it('every amount is an integer number of cents', () => {
    fc.assert(
      fc.property(line, (l) => {
        const t = computeLine(l);
        expect(Number.isInteger(t.total_ht) && Number.isInteger(t.total_tva)).toBe(true);
      }),
    );
  });
});
