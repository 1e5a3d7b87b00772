/** Every API error answers { error: { code, message } } with a French message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errors = {
  unauthenticated: () => new HttpError(401, 'UNAUTHENTICATED', 'Session expirée, veuillez vous reconnecter'),
  forbidden: () => new HttpError(403, 'FORBIDDEN', "Vous n'avez pas accès à cette ressource"),
  emailNotVerified: () => new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Veuillez confirmer votre adresse email'),
  notFound: (message = 'Ressource introuvable') => new HttpError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new HttpError(409, 'CONFLICT', message),
  invalid: (message: string, details?: Record<string, string>) => new HttpError(400, 'VALIDATION_ERROR', message, details),
  tooLarge: () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse'),
  internal: () => new HttpError(500, 'INTERNAL', 'Une erreur est survenue, veuillez réessayer'),
};
