import * as yup from './yup';
import { text } from './text';

/** The word a user types to confirm 'Supprimer mon compte'. */
export const DELETE_ACCOUNT_CONFIRMATION = 'SUPPRIMER';

export const accountMessages = {
  exportTitle: 'Exporter mes données',
  exportStarted: 'Le téléchargement de vos données a commencé',
  exportFailed: "Impossible de préparer l'export de vos données",
  deleteTitle: 'Supprimer mon compte',
  confirmationMismatch: `Saisissez ${DELETE_ACCOUNT_CONFIRMATION} en majuscules pour confirmer`,
  deleted: 'Votre compte a été supprimé',
  deleteFailed: 'Impossible de supprimer votre compte, veuillez réessayer',
  cancelSubscriptionFailed: "Impossible de résilier votre abonnement en cours : votre compte n'a pas été supprimé. Réessayez dans quelques instants.",
} as const;

/** POST /api/account/delete */
export const deleteAccountSchema = yup.object({
  confirmation: text(accountMessages.confirmationMismatch)
    .required(accountMessages.confirmationMismatch)
    .oneOf([DELETE_ACCOUNT_CONFIRMATION], accountMessages.confirmationMismatch),
});
export type DeleteAccountInput = yup.InferType<typeof deleteAccountSchema>;

