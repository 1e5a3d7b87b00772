import { matchesSearch, type ListPage } from '@devis/domain';
import type { ApiAnswer, ApiCall } from './fake-backend';

/**
 * Answers a paginated list route (GET /api/clients, /api/services: API.md "Lists") from `items`, as the server
 * would: `search` over `searched` fields, pages of `limit` (50 by default), `nextCursor` until the end.
 * `items()` is read at each call, so a test can change the list between two calls.
 */
export function pagedList<T>(items: () => T[], searched: (item: T) => (string | null | undefined)[]) {
  return (call: ApiCall): ApiAnswer => {
    const query = new URLSearchParams(call.path.split('?')[1] ?? '');
    const limit = Number(query.get('limit') ?? 50);
    const start = Number(query.get('cursor') ?? 0);
    const matching = items().filter((item) => matchesSearch(searched(item), query.get('search')));
    const page: ListPage<T> = {
      items: matching.slice(start, start + limit),
      nextCursor: start + limit < matching.length ? String(start + limit) : null,
      total: matching.length,
    };
    return { status: 200, body: page };
  };
}
