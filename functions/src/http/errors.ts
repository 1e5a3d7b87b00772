import { DomainError, InvalidInputError, NotFoundError, RateLimitedError, type DomainErrorKind } from '../services/errors';

/**
 * Every API error answers { error: { code, message, details? } } with a French message. Use cases throw
 * domain errors (../services/errors.ts); this is the one place that knows their HTTP statuses.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  payment_required: 402,
  unavailable: 503,
};

/** Refusals only the HTTP layer makes (the body, the route table, the unexpected). */
export const httpErrors = {
  routeNotFound: () => new HttpError(404, 'NOT_FOUND', 'Route introuvable'),
  badBody: () => new HttpError(400, 'VALIDATION_ERROR', 'Le corps de la requête est invalide'),
  badUrl: () => new HttpError(400, 'BAD_URL', "L'adresse demandée est invalide"),
  notAnObject: () => new HttpError(400, 'VALIDATION_ERROR', 'Le corps de la requête doit être un objet JSON'),
  tooLarge: () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse'),
  notJson: () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8'),
  internal: () => new HttpError(500, 'INTERNAL', 'Une erreur est survenue, veuillez réessayer'),
};

/**
 * An error that carries its own client-error status (body-parser, Express's URL decoding...) keeps it,
 * with our French text: its own message may quote the request.
 */
function fromStatus(status: number): HttpError {
  switch (status) {
    case 400:
      return httpErrors.badBody();
    case 413:
      return httpErrors.tooLarge();
    case 415:
      return httpErrors.notJson();
    default:
      return new HttpError(status, 'REQUEST_REFUSED', 'La requête a été refusée');
  }
}

/** The answer for anything thrown while handling a request; unknown errors are a 500 without internals. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) {
    const details = err instanceof InvalidInputError || err instanceof NotFoundError ? err.details : undefined;
    const headers: Record<string, string> = err instanceof RateLimitedError ? { 'retry-after': String(err.retryAfterSeconds) } : {};
    return new HttpError(STATUS[err.kind], err.code, err.message, details, headers);
  }
  // A bad `%` escape in the path (Express's decodeURIComponent of a route parameter).
  if (err instanceof URIError) return httpErrors.badUrl();
  const e = err as { status?: unknown; statusCode?: unknown } | null;
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500) return fromStatus(status);
  return httpErrors.internal();
}
