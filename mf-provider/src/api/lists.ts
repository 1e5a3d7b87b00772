import type { ListPage } from '@devis/domain';
import type { LoadMoreProps } from '@devis/platform';
import type { InfiniteData } from '@devis/platform/query';

/**
 * The URL of one page of a paginated list (API.md "Lists": ?search=&limit=&cursor=, plus the quotes' status).
 * Blank values are left out, so the first page of an unfiltered list is `path?limit=N`.
 */
export function listUrl(path: string, page: { limit: number; cursor: string | null; search?: string; status?: string }): string {
  const params = new URLSearchParams({ limit: String(page.limit) });
  const search = page.search?.trim();
  if (search) params.set('search', search);
  if (page.status && page.status !== 'all') params.set('status', page.status);
  if (page.cursor) params.set('cursor', page.cursor);
  return `${path}?${params}`;
}

/** The items loaded so far of an infinite list query, and the total of the whole list. */
export function loadedItems<T>(data: InfiniteData<ListPage<T>> | undefined): { items: T[]; total: number } {
  return { items: data?.pages.flatMap((page) => page.items) ?? [], total: data?.pages[0]?.total ?? 0 };
}

interface LoadedList<T> {
  data: InfiniteData<ListPage<T>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The platform `LoadMore` of an infinite list query: '12 sur 130 clients', 'Charger plus'. */
export function loadMoreOf<T>(list: LoadedList<T>, noun: LoadMoreProps['noun']): LoadMoreProps {
  const { items, total } = loadedItems(list.data);
  return { shown: items.length, total, noun, hasMore: list.hasNextPage, loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() };
}
