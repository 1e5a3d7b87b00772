import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The page's search params, and a way to change them in place: the URL entry is replaced (Back does not step
 * through each change) and the page keeps its scroll. While a link to another page loads, this page is still on
 * screen: a change then would cancel that navigation (a search typed just before 'Dupliquer' sent the provider to
 * an empty form), so it is dropped, and `leaving` tells a caller to try again if the navigation does not happen.
 */
export function useReplaceSearchParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const leaving = pending !== undefined && pending.pathname !== pathname;
  const replaceParams = (change: (next: URLSearchParams) => void) => {
    if (leaving) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [params, replaceParams, leaving] as const;
}
