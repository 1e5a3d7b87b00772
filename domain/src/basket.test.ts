import fc from 'fast-check';
import { basketQuoteTitle, clampBasketQuantity, normalizeBasket } from './basket';

test('quantities are whole units from 1 to 999; nothing above 0 means not in the basket', () => {
  expect(clampBasketQuantity(3)).toBe(3);
  expect(clampBasketQuantity(1000)).toBe(999);
  expect(clampBasketQuantity(0.2)).toBe(1);
  expect(clampBasketQuantity(2.6)).toBe(3);
  expect(clampBasketQuantity(0)).toBeNull();
  expect(clampBasketQuantity(-4)).toBeNull();
  expect(clampBasketQuantity(Number.NaN)).toBeNull();
  expect(clampBasketQuantity(Number.POSITIVE_INFINITY)).toBeNull();
});

test('the basket drops empty lines, merges a service listed twice and keeps the order', () => {
  expect(
    normalizeBasket([
      { serviceId: 'b', qty: 2 },
      { serviceId: 'a', qty: 0 },
      { serviceId: 'c', qty: 5000 },
      { serviceId: 'b', qty: 998 },
      { serviceId: 'd', qty: -1 },
    ]),
  ).toEqual([
    { serviceId: 'b', qty: 999 },
    { serviceId: 'c', qty: 999 },
  ]);
});

test('every normalized line has a quantity in 1..999 and a distinct service', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ serviceId: fc.constantFrom('a', 'b', 'c'), qty: fc.double({ noNaN: false }) })), (items) => {
      const basket = normalizeBasket(items);
      expect(new Set(basket.map((i) => i.serviceId)).size).toBe(basket.length);
      for (const { qty } of basket) expect(Number.isInteger(qty) && qty >= 1 && qty <= 999).toBe(true);
    }),
  );
});

test("a basket quote is titled by its services' names, shortened with 'et N autres' past 200 characters", () => {
  expect(basketQuoteTitle(['Audit de site'])).toBe('Audit de site');
  expect(basketQuoteTitle(['Audit de site', 'Atelier de formation'])).toBe('Audit de site, Atelier de formation');
  const long = Array.from({ length: 12 }, (_, i) => `Prestation numéro ${i + 1} du catalogue`);
  const title = basketQuoteTitle(long);
  expect(title.length).toBeLessThanOrEqual(200);
  expect(title).toMatch(/^Prestation numéro 1 du catalogue, .* et \d+ autres$/);
  expect(basketQuoteTitle(['x'.repeat(300)])).toHaveLength(200);
});
