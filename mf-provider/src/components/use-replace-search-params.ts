import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams, type Location, type Navigation } from 'react-router';

/** A navigation to another page is under way (a change of search params alone is not leaving). */
const isLeaving = (navigation: Pick<Navigation, 'location'>, location: Pick<Location, 'pathname'>) =>
  navigation.location !== undefined && navigation.location.pathname !== location.pathname;

/**
 * The page's search params, and a way to change them in place: the URL entry is replaced (Back does not step
 * through each change) and the page keeps its scroll. While a link to another page loads, this page is still on
 * screen: a change then would cancel that navigation (a search typed just before 'Dupliquer' sent the provider to
 * an empty form), so it is dropped, and `leaving` tells a caller to try again if the navigation does not happen.
 */
export function useReplaceSearchParams() {
  const [params, setParams] = useSearchParams();
  const leaving = isLeaving(useNavigation(), useLocation());
  // The router's own state, read when the change comes: the render's `leaving` lags a click by a render (a
  // transition, which a busy page may put off), and a debounced search firing then cancelled the click.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leavingNow = () => (router ? isLeaving(router.state.navigation, router.state.location) : leaving);
  const replaceParams = (change: (next: URLSearchParams) => void) => {
    if (leavingNow()) return;
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
