/**
 * What a use case can refuse, in the product's terms, with the French message the user reads. Use cases
 * throw these; only functions/src/http turns them into statuses (http/errors.ts). `code` is the stable
 * machine code of the API's `{ error: { code, message } }`; a few refusals name a finer one than the kind's.
 */
import { countOf } from '@devis/domain';

export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'rate_limited' | 'payment_required' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Input the caller can fix; `details` maps a field path to its message (forms show them per field).
 * `code` names a finer refusal a page reacts to (e.g. EMAIL_INVALID shown inline by the email gate).
 */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    message: string,
    readonly details?: Record<string, string>,
    code = 'VALIDATION_ERROR',
  ) {
    super(message, code);
  }
}

/** No session, or one that can no longer be trusted (code EMAIL_REQUIRED: a public page's email gate). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Session expirée, veuillez vous reconnecter', code = 'UNAUTHENTICATED') {
    super(message, code);
  }
}

/** A known caller who may not do this (wrong role, unconfirmed email: code EMAIL_NOT_VERIFIED). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = "Vous n'avez pas accès à cette ressource", code = 'FORBIDDEN') {
    super(message, code);
  }
}

export const emailNotVerified = () => new ForbiddenError('Veuillez confirmer votre adresse email', 'EMAIL_NOT_VERIFIED');

/** Missing, or not the caller's: both answer alike, so a caller learns nothing about others' records. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  /** `details`: the form field the missing record was chosen in, with what to do (a deleted client). */
  constructor(
    message = 'Ressource introuvable',
    readonly details?: Record<string, string>,
  ) {
    super(message, 'NOT_FOUND');
  }
}

/** The record's state forbids the action (a locked quote, a send in progress, a decided link). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string, code = 'CONFLICT') {
    super(message, code);
  }
}

/** It existed and is over for good (a public link of an older version). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
  constructor(message: string, code = 'GONE') {
    super(message, code);
  }
}

export const RATE_LIMITED_MESSAGE = 'Trop de tentatives, veuillez réessayer dans quelques instants';

/** The message for a wait of `seconds`: an hour's window is not "a few moments". */
export function rateLimitedMessage(seconds: number): string {
  if (seconds <= 90) return RATE_LIMITED_MESSAGE;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `Trop de tentatives, veuillez réessayer dans ${countOf(minutes, 'minute')}`;
  return `Trop de tentatives, veuillez réessayer dans ${countOf(Math.round(minutes / 60), 'heure')}`;
}

/** Too many calls in a window (services/rate-limit); `retryAfterSeconds` is when the window lets one in again. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    readonly retryAfterSeconds: number,
    message = rateLimitedMessage(retryAfterSeconds),
  ) {
    super(message, 'RATE_LIMITED');
  }
}

/** The provider's plan does not allow this (the Free plan's monthly quotes): upgrading lifts it. */
export class PlanLimitError extends DomainError {
  readonly kind = 'payment_required';
  constructor(message: string, code = 'PLAN_LIMIT_REACHED') {
    super(message, code);
  }
}

/** A service we depend on (the billing provider) did not answer: nothing changed, the caller may retry. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(message: string, code = 'UNAVAILABLE') {
    super(message, code);
  }
}
