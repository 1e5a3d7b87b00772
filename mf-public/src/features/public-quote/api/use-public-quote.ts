import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicQuoteView } from '@devis/domain';
import { acceptQuote, fetchPublicQuote, fetchSharedQuote, rejectQuote } from './public-quote-api';

export const publicQuoteKey = (publicId: string, token: string) => ['public-quote', publicId, token];

/** The token page's quote; no retry: a wrong link stays wrong, and each open records a view. */
export function usePublicQuote(publicId: string, token: string | null) {
  return useQuery({
    queryKey: publicQuoteKey(publicId, token ?? ''),
    queryFn: () => fetchPublicQuote(publicId, token ?? ''),
    enabled: token !== null && token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export function useSharedQuote(publicId: string, token: string | null) {
  return useQuery({ queryKey: ['shared-quote', publicId, token], queryFn: () => fetchSharedQuote(publicId, token), retry: false });
}

/** After a decision the page shows it at once, without re-opening the link (which would count a view). */
function recordDecision(queryClient: QueryClient, key: unknown[], decision: NonNullable<PublicQuoteView['decision']>) {
  queryClient.setQueryData<PublicQuoteView>(key, (old) => (old ? { ...old, status: decision.action, can_decide: false, decision } : old));
}

export function useAcceptQuote(publicId: string, token: string) {
  const queryClient = useQueryClient();
  const key = publicQuoteKey(publicId, token);
  return useMutation({
    mutationFn: (form: { full_name: string; email: string; terms_accepted: boolean }) => acceptQuote(publicId, { t: token, ...form }),
    onSuccess: (_r, form) => recordDecision(queryClient, key, { action: 'accepted', at: new Date().toISOString(), name: form.full_name.trim(), reason: null }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRejectQuote(publicId: string, token: string) {
  const queryClient = useQueryClient();
  const key = publicQuoteKey(publicId, token);
  return useMutation({
    mutationFn: (reason: string | null) => rejectQuote(publicId, { t: token, reason }),
    onSuccess: (_r, reason) => recordDecision(queryClient, key, { action: 'rejected', at: new Date().toISOString(), name: null, reason }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
