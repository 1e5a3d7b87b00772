import type { UIEvent } from 'react';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A picker's list box asks for the next page when scrolled near its end (an infinite query's pages). */
export function loadOnScroll(pages: Pages) {
  return (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 48 && pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
}
