import type { Auth } from 'firebase/auth';
import { ApiError } from '../api/api-error';
import { apiRequest, type ApiRequestOptions } from '../api/api-request';
import { firebaseAuth, loadedFirebaseAuth } from './firebase-auth';
import { takeEarlyAnswer } from './early-answer';
import { savedSession } from './saved-session';

export const sessionExpiredMessage = 'Session expirée, veuillez vous reconnecter';

export interface SessionApi {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
}

interface SessionAuth {
  readonly currentUser: Pick<NonNullable<Auth['currentUser']>, 'uid' | 'getIdToken'> | null;
  /** Resolves once Firebase has restored (and checked) the saved session; absent: already known. */
  authStateReady?(): Promise<void>;
}

/**
 * API client that attaches the signed-in user's ID token; no user or a 401 means the session is over.
 * `savedUid`: the saved session's user (saved-session.ts), who may take the shell's early answer before Firebase
 * has restored the session.
 */
export function createSessionApi(auth: SessionAuth, savedUid: () => string | null = () => null): SessionApi {
  async function call<T>(method: ApiRequestOptions['method'], path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    if (method === 'GET') {
      // The shell may have asked for this page's first data already (early-answer.ts), with the saved session's
      // token, which the API verified; a refusal there is asked again below, so its error reads as usual.
      const uid = auth.currentUser?.uid ?? savedUid();
      const early = uid ? await takeEarlyAnswer(path, uid) : null;
      if (early !== null && early !== undefined) return early as T;
    }
    await auth.authStateReady?.();
    const user = auth.currentUser;
    if (!user) throw new ApiError(401, 'UNAUTHENTICATED', sessionExpiredMessage);
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
export const sessionApi: SessionApi = createSessionApi(
  {
    get currentUser() {
      return loadedFirebaseAuth()?.currentUser ?? null;
    },
    authStateReady: async () => (await firebaseAuth()).authStateReady(),
  },
  () => savedSession()?.user?.uid ?? null,
);
