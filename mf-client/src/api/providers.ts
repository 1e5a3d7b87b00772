import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import type { Conversation, DirectoryPage, ProviderDetail, RecentProvider } from '@devis/domain';

// Providers as a client sees them: the directory, a provider's page, the providers last contacted, and the
// conversation a request starts (functions/API.md "Request loop").

export const DIRECTORY_PAGE_SIZE = 24;

/** A provider as the wizard takes it (preselected from a page, or picked): spec "user_id, company_name, logo_url". */
export type ProviderRef = Pick<RecentProvider, 'user_id' | 'company_name' | 'logo_url'>;

export const providerKeys = {
  all: ['providers'] as const,
  directory: (search: string) => [...providerKeys.all, 'directory', search] as const,
  detail: (id: string) => [...providerKeys.all, 'detail', id] as const,
  recent: () => [...providerKeys.all, 'recent'] as const,
};

export function getDirectory(search: string, cursor: string | null): Promise<DirectoryPage> {
  const params = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  if (cursor) params.set('cursor', cursor);
  return sessionApi.get<DirectoryPage>(`/api/client/providers?${params}`);
}

export function getProvider(id: string): Promise<ProviderDetail> {
  return sessionApi.get<ProviderDetail>(`/api/client/providers/${encodeURIComponent(id)}`);
}

export function getRecentProviders(): Promise<RecentProvider[]> {
  return sessionApi.get<RecentProvider[]>('/api/client/recent-providers');
}

/** Gets or creates the conversation with a provider (one per pair). */
export function startConversation(input: { provider_user_id: string; subject?: string | null }): Promise<{ conversation: Conversation; created: boolean }> {
  return sessionApi.post('/api/client/conversations', input);
}

/** The directory, or the providers whose name or city starts with the search. */
export const directoryQuery = (search = '') =>
  infiniteQueryOptions({
    queryKey: providerKeys.directory(search.trim()),
    queryFn: ({ pageParam }) => getDirectory(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Impossible de charger les prestataires' },
  });

/** errorMessage differs by screen (the wizard's preselected provider, the provider page, a chosen provider's services). */
export const providerQuery = (id: string, errorMessage = 'Impossible de charger les détails du prestataire') =>
  queryOptions({ queryKey: providerKeys.detail(id), queryFn: () => getProvider(id), meta: { errorMessage } });

export const recentProvidersQuery = () =>
  queryOptions({ queryKey: providerKeys.recent(), queryFn: getRecentProviders, meta: { errorMessage: 'Impossible de charger les prestataires' } });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    meta: { errorMessage: "Impossible d'initier la demande de devis" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.recent() }),
  });
}
