import type { Auth } from 'firebase/auth';
import { ApiError } from '../api/api-error';
import { apiRequest, type ApiRequestOptions } from '../api/api-request';
import { getFirebaseAuth } from './firebase-auth';
import { takeEarlyAnswer } from './early-answer';

export const sessionExpiredMessage = 'Session expirée, veuillez vous reconnecter';

export interface SessionApi {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
}

/** API client that attaches the signed-in user's ID token; no user or a 401 means the session is over. */
export function createSessionApi(auth: { readonly currentUser: Pick<NonNullable<Auth['currentUser']>, 'uid' | 'getIdToken'> | null }): SessionApi {
  async function call<T>(method: ApiRequestOptions['method'], path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const user = auth.currentUser;
    if (!user) throw new ApiError(401, 'UNAUTHENTICATED', sessionExpiredMessage);
    if (method === 'GET') {
      // The shell may have asked for this page's first data already (early-answer.ts); a refusal there is
      // asked again here, so its error reads as usual.
      const early = await takeEarlyAnswer(path, user.uid);
      if (early !== null && early !== undefined) return early as T;
    }
    const token = await user.getIdToken();
    try {
      return await apiRequest<T>(path, { method, body, token, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw new ApiError(401, error.code, sessionExpiredMessage, error.details);
      }
      throw error;
    }
  }
  return {
    get: (path, options) => call('GET', path, undefined, options?.signal),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    del: (path) => call('DELETE', path),
  };
}

/** The page's API client for the signed-in user (one Auth per page), used by every app's api modules. */
export const sessionApi: SessionApi = createSessionApi({
  get currentUser() {
    return getFirebaseAuth().currentUser;
  },
});
