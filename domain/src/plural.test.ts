import { countOf, listOf, plural } from './plural';

test('0 and 1 take the singular in French, 2 and more the plural', () => {
  expect([0, 1, 2, 12].map((n) => countOf(n, 'ligne'))).toEqual(['0 ligne', '1 ligne', '2 lignes', '12 lignes']);
  expect(countOf(3, 'devis', 'devis')).toBe('3 devis');
  expect(plural(2, 'attend', 'attendent')).toBe('attendent');
});

test('listOf joins French style: commas, then « et »', () => {
  expect([listOf(['a']), listOf(['a', 'b']), listOf(['a', 'b', 'c'])]).toEqual(['a', 'a et b', 'a, b et c']);
});
