import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { toast } from '../toast/use-toast';

/**
 * What a query or mutation says when it fails, in its `meta`: the French toast. A failed query without a
 * message is only logged (e.g. the dashboard, where the spec shows nothing); a failed mutation without one is
 * left to its caller (e.g. a dialog that shows the refusal inline).
 */
export interface RequestMeta extends Record<string, unknown> {
  /** The toast's title; 'Erreur' when omitted (a function gets the error, e.g. 'Session expirée' for a 401). */
  errorTitle?: string | ((error: Error) => string);
  /** The toast's text; a function gets the error, e.g. `(error) => error.message` for the server's own words. */
  errorMessage?: string | ((error: Error) => string);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** Shows the toast a failed request's meta asks for; false when it asks for none. */
function toastFailure(meta: RequestMeta | undefined, error: Error): boolean {
  const message = typeof meta?.errorMessage === 'function' ? meta.errorMessage(error) : meta?.errorMessage;
  if (!message) return false;
  const title = typeof meta?.errorTitle === 'function' ? meta.errorTitle(error) : meta?.errorTitle;
  toast.error(title ?? 'Erreur', message);
  return true;
}

/**
 * A read is tried again once when no answer came (network, 5xx). A 4xx is the answer: retrying a missing or
 * forbidden record costs a read and delays its page by the retry's second.
 */
export function retryRead(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/**
 * One client per app mount. Failures are shown in one place, from each request's `meta` (pages never toast
 * in effects); reads retry as `retryRead` says, writes never (a write reports its own error).
 */
export function createQueryClient(): QueryClient {
  // A request's state (isPending) reaches the screen before the next click, not after a timer: a double click on
  // a button disabled while pending sends once. Input events outrank timers in the browser's queue.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The key's feature only: a public link's key holds its secret token.
        if (!toastFailure(query.meta, error)) console.error('Request failed', query.queryKey[0], error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void toastFailure(mutation.meta, error),
    }),
    defaultOptions: {
      queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
