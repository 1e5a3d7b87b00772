/** Every failed API call surfaces as this: the server's code and French message, or NETWORK (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const networkErrorMessage = 'Impossible de joindre le serveur';
export const unexpectedErrorMessage = 'Une erreur inattendue est survenue';
