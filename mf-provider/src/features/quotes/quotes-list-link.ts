/** The quotes list. Its filter lives in its URL (`use-quotes-filter.ts`). */
export const QUOTES_LIST_PATH = '/app/quotes';

/** Router state of a link from the list to the quote form: the list's filter, for the form's way back. */
export interface FromQuotesList {
  quotesListSearch: string;
}

export const fromQuotesList = (search: string): FromQuotesList => ({ quotesListSearch: search });

/**
 * Where the form's 'Annuler' and 'Mes devis' go: the list as the provider left it (its search and status), or the
 * whole list when the form was opened from elsewhere. Only the filter is kept: a one-time `?send=` is not.
 */
export function quotesListPathFrom(state: unknown): string {
  const search = (state as Partial<FromQuotesList> | null)?.quotesListSearch;
  if (typeof search !== 'string') return QUOTES_LIST_PATH;
  const filter = [...new URLSearchParams(search)].filter(([name]) => name === 'search' || name === 'status');
  const query = new URLSearchParams(filter).toString();
  return query ? `${QUOTES_LIST_PATH}?${query}` : QUOTES_LIST_PATH;
}
