import { fromQuotesList, quotesListPathFrom } from './quotes-list-link';

test("the form's way back is the list with the filter it was opened from, and only that filter", () => {
  expect(quotesListPathFrom(fromQuotesList('?status=sent&search=martin'))).toBe('/app/quotes?status=sent&search=martin');
  // The list opened a send dialog once (?send=): going back must not open it again.
  expect(quotesListPathFrom(fromQuotesList('?send=q1&status=draft'))).toBe('/app/quotes?status=draft');
  expect(quotesListPathFrom(fromQuotesList(''))).toBe('/app/quotes');
});

test('opened from anywhere else (a link, a reload of another page), the way back is the whole list', () => {
  for (const state of [null, undefined, {}, { quotesListSearch: 3 }, 'texte']) expect(quotesListPathFrom(state)).toBe('/app/quotes');
});
