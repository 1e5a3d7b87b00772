import { messages } from './messages';

// Apart from the schemas so that the public page shows them without loading yup.
/** Texts of the public quote pages (spec 001 §8 'Quote page'), used by the server and the page alike. */
export const publicQuoteMessages = {
  tokenMissing: "Token manquant dans l'URL",
  invalidLink: 'Lien invalide ou expiré',
  notFoundOrExpired: 'Devis non trouvé ou lien expiré',
  loadFailed: 'Erreur lors du chargement du devis',
  noLongerValid: "Ce lien de devis n'est plus valide ou a expiré.",
  acceptFailed: "Erreur lors de l'acceptation du devis",
  rejectFailed: 'Erreur lors du refus du devis',
  notFound: 'Devis non trouvé',
  acceptFields: messages.acceptFields,
  accepted: 'Devis accepté',
  rejected: 'Devis refusé',
} as const;
