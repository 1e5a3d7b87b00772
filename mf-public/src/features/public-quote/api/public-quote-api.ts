import { ApiError, apiRequest } from '@devis/platform';
import { publicQuoteMessages, type PublicDecisionResult, type PublicQuoteView } from '@devis/domain';

const enc = encodeURIComponent;

export const publicQuotePath = (publicId: string, token: string) => `/api/public/quotes/${enc(publicId)}?t=${enc(token)}`;
export const publicQuotePdfPath = (publicId: string, token: string) => `/api/public/quotes/${enc(publicId)}/pdf?t=${enc(token)}`;
export const sharedQuotePath = (publicId: string, token: string | null) =>
  `/api/public/c/quotes/${enc(publicId)}${token ? `?t=${enc(token)}` : ''}`;
export const sharedQuotePdfPath = (publicId: string, token: string | null) =>
  `/api/public/c/quotes/${enc(publicId)}/pdf${token ? `?t=${enc(token)}` : ''}`;

export function fetchPublicQuote(publicId: string, token: string): Promise<PublicQuoteView> {
  return apiRequest<PublicQuoteView>(publicQuotePath(publicId, token));
}

export function fetchSharedQuote(publicId: string, token: string | null): Promise<PublicQuoteView> {
  return apiRequest<PublicQuoteView>(sharedQuotePath(publicId, token));
}

export function acceptQuote(publicId: string, body: { t: string; full_name: string; email: string; terms_accepted: boolean }) {
  return apiRequest<PublicDecisionResult>(`/api/public/quotes/${enc(publicId)}/accept`, { method: 'POST', body });
}

export function rejectQuote(publicId: string, body: { t: string; reason: string | null }) {
  return apiRequest<PublicDecisionResult>(`/api/public/quotes/${enc(publicId)}/reject`, { method: 'POST', body });
}

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
