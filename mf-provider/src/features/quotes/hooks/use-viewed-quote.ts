import { useReplaceSearchParams } from '../../../components/use-replace-search-params';

/** The list's URL parameter naming the quote its detail dialog shows. */
export const VIEWED_QUOTE_PARAM = 'devis';

/**
 * The quote whose detail is open, kept in the URL (`/app/quotes?devis=<id>`): a mail's link opens it, and a
 * reload keeps it open. Replaced, never pushed, as the list's filters are.
 */
export function useViewedQuote() {
  const [params, replaceParams] = useReplaceSearchParams();
  const setViewed = (id: string | null) =>
    replaceParams((next) => {
      if (id) next.set(VIEWED_QUOTE_PARAM, id);
      else next.delete(VIEWED_QUOTE_PARAM);
    });
  return [params.get(VIEWED_QUOTE_PARAM), setViewed] as const;
}
