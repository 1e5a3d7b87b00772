import { copyTitle, copyValidUntil } from './quote-copy';

test("a copy is titled after its source's title, or its number when it has none", () => {
  expect(copyTitle({ title: 'Refonte du site', quote_number: '2026-004' })).toBe('Copie de Refonte du site');
  expect(copyTitle({ title: null, quote_number: '2026-004' })).toBe('Copie de 2026-004');
  expect(copyTitle({ title: '', quote_number: '2026-004' })).toBe('Copie de 2026-004');
});

test("a copy's validity keeps the source's length from the copy's date, across a month end", () => {
  expect(copyValidUntil({ quote_date: '2026-01-10', valid_until: '2026-02-09' }, '2026-11-28')).toBe('2026-12-28');
  expect(copyValidUntil({ quote_date: '2026-11-01', valid_until: '2026-11-01' }, '2026-11-28')).toBe('2026-11-28');
});

test("a quote a client created, which never had a validity, gives its copy a new quote's (14 days)", () => {
  expect(copyValidUntil({ quote_date: '2026-11-20', valid_until: null, client_created: true }, '2026-11-28')).toBe('2026-12-12');
  // Once the provider set one (a counter-proposal), its length is kept as for any quote.
  expect(copyValidUntil({ quote_date: '2026-11-20', valid_until: '2026-12-20', client_created: true }, '2026-11-28')).toBe('2026-12-28');
});

test('a source without a validity, or with one before its date, gives a copy without one', () => {
  expect(copyValidUntil({ quote_date: '2026-11-01', valid_until: null }, '2026-11-28')).toBeNull();
  expect(copyValidUntil({ quote_date: null, valid_until: '2026-11-20' }, '2026-11-28')).toBeNull();
  expect(copyValidUntil({ quote_date: '2026-11-10', valid_until: '2026-11-01' }, '2026-11-28')).toBeNull();
});
