import fc from 'fast-check';
import { computeLine, computeTotals } from './quote-totals';
import { VAT_RATES } from './vat';
import { LINE_TOTAL_HT_MAX_CENTS, QUANTITY_MAX, UNIT_PRICE_MAX_CENTS } from './money';
import { QUOTE_LINES_MAX } from './schemas/quote';

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

describe('amounts within the accepted bounds are exact', () => {
  const HUNDREDTHS_MAX = QUANTITY_MAX * 100;
  /** A line anywhere in what the schemas accept: quantity, price and line total at most their maxima. */
  const acceptedLine = fc
    .integer({ min: 1, max: HUNDREDTHS_MAX })
    .chain((hundredths) =>
      fc.record({
        hundredths: fc.constant(hundredths),
        unit_price_ht: fc.integer({ min: 1, max: Math.min(UNIT_PRICE_MAX_CENTS, Math.floor((LINE_TOTAL_HT_MAX_CENTS * 100) / hundredths)) }),
        tva_rate_percent: fc.constantFrom(...VAT_RATES),
      }),
    )
    // The quantity as the API receives it: a decimal number such as 654321.09.
    .map(({ hundredths, ...rest }) => ({ quantity: Number((hundredths / 100).toFixed(2)), hundredths: BigInt(hundredths), ...rest }));

  /** Half up on non-negative integers: floor((n + d/2) / d). */
  const divHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

  function exactLine(l: { hundredths: bigint; unit_price_ht: number; tva_rate_percent: number }) {
    const ht = divHalfUp(l.hundredths * BigInt(l.unit_price_ht), 100n);
    const tva = divHalfUp(ht * BigInt(Math.round(l.tva_rate_percent * 100)), 10_000n);
    return { ht, tva };
  }

  it('every line and quote total equals exact BigInt arithmetic, and stays far below 2^53', () => {
    fc.assert(
      fc.property(fc.array(acceptedLine, { minLength: 1, maxLength: QUOTE_LINES_MAX }), (lines) => {
        const exact = lines.map(exactLine);
        const t = computeTotals(lines);
        const ht = exact.reduce((s, l) => s + l.ht, 0n);
        const tva = exact.reduce((s, l) => s + l.tva, 0n);
        expect([t.total_ht, t.total_tva, t.total_ttc]).toEqual([Number(ht), Number(tva), Number(ht + tva)]);
        lines.forEach((l, i) => expect(computeLine(l)).toEqual({ total_ht: Number(exact[i]!.ht), total_tva: Number(exact[i]!.tva), total_ttc: Number(exact[i]!.ht + exact[i]!.tva) }));
        expect(ht + tva).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER) / 1000n);
      }),
      { numRuns: 300 },
    );
  });

  it('the largest accepted quote: 200 lines of 100 M€ HT at 20 %', () => {
    const line = { quantity: 10, unit_price_ht: UNIT_PRICE_MAX_CENTS, tva_rate_percent: 20 };
    const t = computeTotals(Array.from({ length: QUOTE_LINES_MAX }, () => line));
    expect(t).toMatchObject({ total_ht: 2_000_000_000_000, total_tva: 400_000_000_000, total_ttc: 2_400_000_000_000 });
  });
});
