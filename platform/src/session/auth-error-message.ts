import { ApiError } from '../api/api-error';

export const invalidCredentialsMessage = 'Email ou mot de passe incorrect';

const messages: Record<string, string> = {
  'auth/invalid-credential': invalidCredentialsMessage,
  'auth/invalid-login-credentials': invalidCredentialsMessage,
  'auth/wrong-password': invalidCredentialsMessage,
  'auth/user-not-found': invalidCredentialsMessage,
  'auth/invalid-email': 'Adresse email invalide',
  'auth/missing-password': 'Le mot de passe est requis',
  'auth/email-already-in-use': 'Un compte existe déjà avec cet email',
  'auth/weak-password': 'Le mot de passe doit contenir au moins 6 caractères',
  'auth/user-disabled': 'Ce compte a été désactivé',
  'auth/too-many-requests': 'Trop de tentatives, veuillez réessayer plus tard',
  'auth/network-request-failed': 'Impossible de joindre le serveur',
  'auth/invalid-action-code': 'Ce lien est invalide ou a déjà été utilisé',
  'auth/expired-action-code': 'Ce lien a expiré',
  'auth/requires-recent-login': 'Veuillez vous reconnecter pour continuer',
};

export const genericAuthErrorMessage = 'Une erreur est survenue, veuillez réessayer';

/** French message for a Firebase Auth error, an ApiError, or the spec's 'Invalid login credentials'. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && messages[code]) return messages[code];
  const message = (error as { message?: unknown } | null)?.message;
  if (message === 'Invalid login credentials') return invalidCredentialsMessage;
  return genericAuthErrorMessage;
}
