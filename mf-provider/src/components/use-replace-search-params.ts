import { useSearchParams } from 'react-router';

/**
 * The page's search params, and a way to change them in place: the URL entry is replaced (Back does not step
 * through each change) and the page keeps its scroll.
 */
export function useReplaceSearchParams() {
  const [params, setParams] = useSearchParams();
  const replaceParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, replaceParams] as const;
}
