import { useQuery } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { Quote } from '@devis/domain';

export function getQuote(api: Pick<SessionApi, 'get'>, id: string): Promise<Quote> {
  return api.get<Quote>(`/api/quotes/${encodeURIComponent(id)}`);
}

export function useQuote(id: string | null) {
  const api = useApi();
  return useQuery({ queryKey: ['/api/quotes', id], queryFn: () => getQuote(api, id as string), enabled: id !== null });
}
