import { ApiError, networkErrorMessage, unexpectedErrorMessage } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Aborts the call (a long poll whose screen closed); the fetch's AbortError is thrown as is. */
  signal?: AbortSignal;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'HTTP_' + status;
  const message = typeof error?.message === 'string' ? error.message : unexpectedErrorMessage;
  const details = error?.details && typeof error.details === 'object' ? (error.details as Record<string, string>) : undefined;
  return new ApiError(status, code, message, details);
}

/** Same-origin JSON call to /api/... or /fn/...; resolves with the parsed answer (undefined for 204). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', networkErrorMessage);
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}
