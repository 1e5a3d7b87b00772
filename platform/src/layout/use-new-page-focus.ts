import { useEffect, useRef } from 'react';
import { MAIN_ID } from './skip-link';

/**
 * After a navigation, focus goes to the new page (the main landmark), as a full page load would put it, so
 * the next Tab starts in the page and a screen reader reads it. Not on the first render, and not when the new
 * page has already focused one of its own fields. Deferred, so it comes after the menu drawer hands focus back
 * to its button.
 */
export function useNewPageFocus(pageKey: string) {
  const shown = useRef(pageKey);
  useEffect(() => {
    if (shown.current === pageKey) return;
    shown.current = pageKey;
    const timer = window.setTimeout(() => {
      const main = document.getElementById(MAIN_ID);
      const focused = document.activeElement;
      if (!main || (focused && focused !== main && main.contains(focused))) return;
      main.focus({ preventScroll: true });
    });
    return () => window.clearTimeout(timer);
  }, [pageKey]);
}
