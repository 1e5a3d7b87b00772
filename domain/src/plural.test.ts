import { countOf, listOf, plural, quantityWithUnit } from './plural';

test('0 and 1 take the singular in French, 2 and more the plural', () => {
  expect([0, 1, 2, 12].map((n) => countOf(n, 'ligne'))).toEqual(['0 ligne', '1 ligne', '2 lignes', '12 lignes']);
  expect(countOf(3, 'devis', 'devis')).toBe('3 devis');
  expect(plural(2, 'attend', 'attendent')).toBe('attendent');
});

test('listOf joins French style: commas, then « et »', () => {
  expect([listOf(['a']), listOf(['a', 'b']), listOf(['a', 'b', 'c'])]).toEqual(['a', 'a et b', 'a, b et c']);
});

test("a quantity reads with its unit, agreed from 2 on: '2 jours', '1,5 heure', '25 m²'", () => {
  expect(quantityWithUnit(2, 'jour')).toBe('2\u00a0jours');
  expect(quantityWithUnit(1.5, 'heure')).toBe('1,5\u00a0heure');
  expect(quantityWithUnit(1, 'forfait')).toBe('1\u00a0forfait');
  expect(quantityWithUnit(3, 'unité')).toBe('3\u00a0unités');
  expect(quantityWithUnit(25, 'm²')).toBe('25\u00a0m²');
  expect(quantityWithUnit(4, 'h')).toBe('4\u00a0h');
  expect(quantityWithUnit(2, 'mois')).toBe('2\u00a0mois');
  expect(quantityWithUnit(2, 'mètre linéaire')).toBe('2\u00a0mètre linéaire');
  expect(quantityWithUnit(1234.5, ' jour ')).toBe('1\u202f234,5\u00a0jours');
});

test('without a unit, the quantity alone, in French figures', () => {
  expect(quantityWithUnit(3)).toBe('3');
  expect(quantityWithUnit(0.25, null)).toBe('0,25');
  expect(quantityWithUnit(2, '  ')).toBe('2');
});
