import { ApiError, apiRequest } from '@devis/platform';
import { queryOptions, useMutation, useQueryClient } from '@devis/platform/query';
import {
  publicProviderErrorCodes as codes,
  publicProviderMessages as m,
  type BasketItem,
  type BasketQuotePdf,
  type BasketQuoteResult,
  type BasketQuoteView,
  type PublicProviderPage,
} from '@devis/domain';

// The public provider page's function (API.md "Public provider page"): anonymous, the visitor's signed cookie
// (sent by the browser, same origin) says which emails it gave and which quotes it made.

const enc = encodeURIComponent;
const action = (name: string, query = '') => `/fn/public-provider?action=${name}${query}`;

export const publicProviderKeys = {
  all: ['public-provider'] as const,
  page: (publicId: string) => [...publicProviderKeys.all, 'page', publicId] as const,
  quote: (quotePublicId: string) => [...publicProviderKeys.all, 'quote', quotePublicId] as const,
};

export function getPublicPage(publicId: string): Promise<PublicProviderPage> {
  return apiRequest<PublicProviderPage>(action('get_page', `&publicId=${enc(publicId)}`));
}

export function giveEmail(publicId: string, email: string): Promise<{ ok: true }> {
  return apiRequest(action('pre_access_email'), { method: 'POST', body: { publicId, email } });
}

export function createBasketQuote(publicId: string, items: BasketItem[]): Promise<BasketQuoteResult> {
  return apiRequest<BasketQuoteResult>(action('create_quote_from_basket'), { method: 'POST', body: { publicId, items } });
}

export function getBasketQuote(quotePublicId: string): Promise<BasketQuoteView> {
  return apiRequest<BasketQuoteView>(action('get_quote', `&quotePublicId=${enc(quotePublicId)}`));
}

export function requestBasketPdf(quotePublicId: string, email: string | null): Promise<BasketQuotePdf> {
  return apiRequest<BasketQuotePdf>(action('request_pdf'), { method: 'POST', body: { quotePublicId, email } });
}

const isApi = (error: unknown, status: number, code?: string) => error instanceof ApiError && error.status === status && (!code || error.code === code);
/** The email gate (401 EMAIL_REQUIRED): the page opens its dialog instead of an error. */
export const needsEmail = (error: unknown) => isApi(error, 401, codes.emailRequired);
/** The server refused the address itself (400 EMAIL_INVALID): the dialog says so under the field. */
export const emailRefused = (error: unknown) => isApi(error, 400, codes.emailInvalid);
const offline = (error: Error) => isApi(error, 0);

/**
 * The catalogue. Its failures are states of the page (not found, disabled, email required, unreachable),
 * so no toast; one retry only when the server could not be reached.
 */
export const publicPageQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicProviderKeys.page(publicId),
    queryFn: () => getPublicPage(publicId),
    retry: (count, error) => count < 1 && offline(error),
    staleTime: 60_000,
  });

/** A basket quote, for the browser that made it; the page shows its own 'Devis non trouvé'. */
export const basketQuoteQuery = (quotePublicId: string) =>
  queryOptions({ queryKey: publicProviderKeys.quote(quotePublicId), queryFn: () => getBasketQuote(quotePublicId), retry: false });

/** The email gate: a refused address is shown inline; anything else is a toast. Then the page reloads. */
export function useGiveEmail(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => giveEmail(publicId, email),
    meta: {
      errorMessage: (error) => (emailRefused(error) ? '' : offline(error) ? m.networkError : error instanceof ApiError && error.status === 429 ? error.message : m.verifyEmailFailed),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicProviderKeys.page(publicId) }),
  });
}

/** The basket becomes a quote. In email mode a 401 means the email was forgotten (cookie gone): 'Session expirée'. */
export function useCreateBasketQuote(publicId: string) {
  return useMutation({
    mutationFn: (items: BasketItem[]) => createBasketQuote(publicId, items),
    meta: {
      errorTitle: (error) => (needsEmail(error) ? m.sessionExpired : offline(error) ? m.networkError : 'Erreur'),
      errorMessage: (error) =>
        needsEmail(error)
          ? m.emailRequired
          : offline(error)
            ? m.serverUnreachable
            : error instanceof ApiError && (error.code === codes.basketStale || error.status === 429)
              ? `${m.createQuoteFailed}. ${error.message}`
              : m.createQuoteFailed,
    },
  });
}

/** The PDF. 401 EMAIL_REQUIRED reopens the email dialog (no toast); other failures are toasts. */
export function useRequestBasketPdf(quotePublicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) => requestBasketPdf(quotePublicId, email),
    meta: {
      errorTitle: (error) => (offline(error) ? m.networkError : 'Erreur'),
      errorMessage: (error) =>
        needsEmail(error) ? '' : emailRefused(error) ? m.emailInvalid : offline(error) ? m.serverUnreachable : error instanceof ApiError && error.status === 429 ? error.message : m.pdfFailed,
    },
    // The quote now knows the visitor's email: the next PDF asks nothing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicProviderKeys.quote(quotePublicId) }),
  });
}

/** Saves a `data:application/pdf;base64,…` answer as a file (no new window, so no pop-up blocker). */
export function saveDataUrl(pdf: BasketQuotePdf): void {
  const base64 = pdf.pdfUrl.slice(pdf.pdfUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
