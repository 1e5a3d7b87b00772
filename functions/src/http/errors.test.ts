import {
  ConflictError,
  emailNotVerified,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from '../services/errors';
import { HttpError, toHttpError } from './errors';

const answer = (e: unknown) => {
  const h = toHttpError(e);
  return { status: h.status, code: h.code, message: h.message, details: h.details, headers: h.headers };
};

test('each domain error has its status, its code and its French message', () => {
  expect(answer(new InvalidInputError('Titre trop long', { title: 'Titre trop long' }))).toEqual({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Titre trop long',
    details: { title: 'Titre trop long' },
    headers: {},
  });
  expect(answer(new UnauthenticatedError())).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Session expirée, veuillez vous reconnecter' });
  expect(answer(new ForbiddenError())).toMatchObject({ status: 403, code: 'FORBIDDEN', message: "Vous n'avez pas accès à cette ressource" });
  expect(answer(emailNotVerified())).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  expect(answer(new NotFoundError('Devis introuvable'))).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Devis introuvable' });
  expect(answer(new ConflictError('Ce devis ne peut plus être modifié'))).toMatchObject({ status: 409, code: 'CONFLICT' });
  expect(answer(new ConflictError('Déjà décidé', 'NOT_DECIDABLE'))).toMatchObject({ status: 409, code: 'NOT_DECIDABLE' });
  expect(answer(new GoneError('Lien périmé', 'LINK_EXPIRED'))).toMatchObject({ status: 410, code: 'LINK_EXPIRED' });
});

test('a rate-limited refusal says when to come back, in a Retry-After header', () => {
  expect(answer(new RateLimitedError(42))).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Trop de tentatives, veuillez réessayer dans quelques instants',
    details: undefined,
    headers: { 'retry-after': '42' },
  });
});

test('an HttpError passes through; anything unknown is a 500 without internals', () => {
  const own = new HttpError(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse');
  expect(toHttpError(own)).toBe(own);
  expect(answer(new Error('secret stack'))).toMatchObject({ status: 500, code: 'INTERNAL', message: 'Une erreur est survenue, veuillez réessayer' });
});
