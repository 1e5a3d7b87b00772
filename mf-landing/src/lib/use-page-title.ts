import { useEffect } from 'react';

/** Sets the tab title; every page calls it once with its own title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Devis`;
  }, [title]);
}
