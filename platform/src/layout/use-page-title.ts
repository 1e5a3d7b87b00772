import { useEffect } from 'react';

/**
 * Sets the tab title, '<title> | Devis': every page calls it once with its own title, so tabs, history and screen
 * readers (which announce the title on navigation) tell the pages apart.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Devis`;
  }, [title]);
}
