import { messages } from './messages';

/** Texts of the public provider page and of the provider's public-page card (spec 001 §8), as written. */
export const publicProviderMessages = {
  // Public side: server answers and screens.
  featureDisabled: 'Fonctionnalité désactivée',
  featureDisabledDetail: 'Les pages publiques ont été désactivées par un administrateur.',
  pageDisabled: 'Page publique désactivée',
  pageDisabledDetail: "Ce prestataire n'a pas activé sa page publique.",
  pageNotFound: 'Page non trouvée',
  providerNotFound: 'Prestataire non trouvé',
  quoteNotFound: 'Devis non trouvé',
  emailRequired: 'Email requis',
  sessionExpired: 'Session expirée',
  emailInvalid: 'Email invalide',
  emailInvalidInline: "L'adresse email n'est pas valide",
  emailFormat: messages.publicEmail,
  connectionError: 'Erreur de connexion',
  networkError: 'Erreur réseau',
  serverUnreachable: 'Impossible de joindre le serveur',
  verifyEmailFailed: "Impossible de vérifier l'email",
  loadQuoteFailed: 'Impossible de charger le devis',
  pdfFailed: 'Impossible de télécharger le PDF',
  createQuoteFailed: 'Impossible de créer le devis',
  basketEmpty: 'Votre panier est vide',
  basketStale: "Un service de votre panier n'est plus proposé. Rechargez la page.",
  // Provider side: the public-page card of the profile.
  statusFailed: 'Impossible de modifier le statut de la page publique',
  modeFailed: "Impossible de modifier le mode d'accès",
  generateFailed: "Impossible de générer l'ID public",
  publicIdExists: 'ID public existant',
} as const;

/** The machine codes of the public provider function's refusals (besides the common ones of API.md). */
export const publicProviderErrorCodes = {
  featureDisabled: 'FEATURE_DISABLED',
  pageDisabled: 'PAGE_DISABLED',
  emailRequired: 'EMAIL_REQUIRED',
  emailInvalid: 'EMAIL_INVALID',
  basketStale: 'BASKET_STALE',
} as const;
