import { useEffect, useRef, useState } from 'react';
import { quotesFilterOf, type QuoteStatusFilter, type QuotesFilter } from '../../../api/quotes';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useReplaceSearchParams } from '../../../components/use-replace-search-params';
import { VIEWED_QUOTE_PARAM } from './use-viewed-quote';

/** Sets `name` in `params`, or removes it when `value` is its default (`empty`): the URL holds only what filters. */
function putParam(params: URLSearchParams, name: keyof QuotesFilter, value: string, empty: string): void {
  if (value.trim() === empty) params.delete(name);
  else params.set(name, value);
}

/** The URL search `params` with the search box's text in place of the settled one, without an open detail. */
function listSearchWith(params: URLSearchParams, search: string): string {
  const next = new URLSearchParams(params);
  next.delete(VIEWED_QUOTE_PARAM);
  putParam(next, 'search', search, '');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The list's search and status, kept in its URL (`?search=…&status=…`, replaced, never pushed): a reload, a
 * shared link or Back from a quote finds the same list. The box shows every key; the URL and the request
 * follow once typing pauses.
 */
export function useQuotesFilter() {
  const [params, replaceParams, leaving] = useReplaceSearchParams();
  const inUrl = quotesFilterOf(params);
  const [search, setSearch] = useState(inUrl.search);
  const settled = useDebouncedValue(search);
  // The search this hook last put in the URL: any other change (the header's 'Devis' link) resets the box.
  const written = useRef(inUrl.search);
  useEffect(() => {
    if (inUrl.search === written.current) return;
    written.current = inUrl.search;
    setSearch(inUrl.search);
  }, [inUrl.search]);

  const setParam = (name: keyof QuotesFilter, value: string, empty: string) => replaceParams((next) => putParam(next, name, value, empty));

  useEffect(() => {
    if (settled === inUrl.search || leaving) return;
    written.current = settled.trim() === '' ? '' : settled;
    setParam('search', settled, '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, leaving]);

  return {
    search,
    setSearch,
    status: inUrl.status,
    setStatus: (status: QuoteStatusFilter) => setParam('status', status, 'all'),
    /** What the list asks the server for. */
    filter: { search: settled, status: inUrl.status } satisfies QuotesFilter,
    /** The list's URL search as the box shows it now: a link followed within the pause after typing keeps the text. */
    listSearch: listSearchWith(params, search),
  };
}
