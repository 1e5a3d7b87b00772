import { ApiError, apiRequest } from '@devis/platform';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@devis/platform/query';
import { publicQuoteMessages, type PublicDecisionResult, type PublicQuoteView } from '@devis/domain';

// A quote opened through its public link (API.md "Sending, PDF, public quote"): anonymous, the token is the capability.

const enc = encodeURIComponent;

export const publicQuotePdfPath = (publicId: string, token: string) => `/api/public/quotes/${enc(publicId)}/pdf?t=${enc(token)}`;
export const sharedQuotePdfPath = (publicId: string, token: string) => `/api/public/c/quotes/${enc(publicId)}/pdf?t=${enc(token)}`;

export const publicQuoteKeys = {
  all: ['public-quotes'] as const,
  /** The token page /{publicId}?t=: the quote to decide on. */
  link: (publicId: string, token: string) => [...publicQuoteKeys.all, 'link', publicId, token] as const,
  /** The read-only page /c/quotes/{publicId}. */
  shared: (publicId: string, token: string) => [...publicQuoteKeys.all, 'shared', publicId, token] as const,
};

export function getPublicQuote(publicId: string, token: string): Promise<PublicQuoteView> {
  return apiRequest<PublicQuoteView>(`/api/public/quotes/${enc(publicId)}?t=${enc(token)}`);
}

export function getSharedQuote(publicId: string, token: string): Promise<PublicQuoteView> {
  return apiRequest<PublicQuoteView>(`/api/public/c/quotes/${enc(publicId)}?t=${enc(token)}`);
}

export function acceptQuote(publicId: string, body: { t: string; full_name: string; email: string; terms_accepted: boolean }) {
  return apiRequest<PublicDecisionResult>(`/api/public/quotes/${enc(publicId)}/accept`, { method: 'POST', body });
}

export function rejectQuote(publicId: string, body: { t: string; reason: string | null }) {
  return apiRequest<PublicDecisionResult>(`/api/public/quotes/${enc(publicId)}/reject`, { method: 'POST', body });
}

/**
 * The token page's quote. No retry and never stale: a wrong link stays wrong, and each open records a view.
 * The loader's failed attempt is the page's answer (no second request when the page mounts).
 * No toast either: the page itself says what went wrong (loadErrorMessage).
 */
export const publicQuoteQuery = (publicId: string, token: string) =>
  queryOptions({ queryKey: publicQuoteKeys.link(publicId, token), queryFn: () => getPublicQuote(publicId, token), retry: false, retryOnMount: false, staleTime: Infinity });

export const sharedQuoteQuery = (publicId: string, token: string) =>
  queryOptions({ queryKey: publicQuoteKeys.shared(publicId, token), queryFn: () => getSharedQuote(publicId, token), retry: false, retryOnMount: false });

/** What the page says when loading fails: the server's text for link problems, else the spec's generic one. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
    const known = Object.values(publicQuoteMessages) as string[];
    return known.includes(error.message) ? error.message : publicQuoteMessages.notFoundOrExpired;
  }
  return publicQuoteMessages.loadFailed;
}

/** A decision that failed: the server's text when the link can no longer decide, else the spec's. */
export function decisionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [404, 409, 410].includes(error.status)) return error.message;
  return fallback;
}

/** After a decision the page shows it at once, without re-opening the link (which would count a view). */
function recordDecision(queryClient: QueryClient, publicId: string, token: string, decision: NonNullable<PublicQuoteView['decision']>) {
  queryClient.setQueryData(publicQuoteQuery(publicId, token).queryKey, (old) =>
    old ? { ...old, status: decision.action, can_decide: false, decision } : old,
  );
}

/** The dialogs show a failed decision themselves (decisionErrorMessage), then the page reloads the quote. */
export function useAcceptQuote(publicId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: { full_name: string; email: string; terms_accepted: boolean }) => acceptQuote(publicId, { t: token, ...form }),
    onSuccess: (_r, form) =>
      recordDecision(queryClient, publicId, token, { action: 'accepted', at: new Date().toISOString(), name: form.full_name.trim(), reason: null }),
    onError: () => queryClient.invalidateQueries({ queryKey: publicQuoteKeys.link(publicId, token) }),
  });
}

export function useRejectQuote(publicId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => rejectQuote(publicId, { t: token, reason }),
    onSuccess: (_r, reason) => recordDecision(queryClient, publicId, token, { action: 'rejected', at: new Date().toISOString(), name: null, reason }),
    onError: () => queryClient.invalidateQueries({ queryKey: publicQuoteKeys.link(publicId, token) }),
  });
}
