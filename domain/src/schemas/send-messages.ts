// Texts of the send and PDF flows, apart from the schemas so that screens show them without loading yup.
export const sendMessages = {
  validUntilPast: 'La date de validité ne peut pas être dans le passé',
  notSendable: 'Ce devis ne peut plus être envoyé',
  sending: 'Ce devis est déjà en cours d’envoi',
  justSent: 'Ce devis vient d’être envoyé',
  sent: 'Devis envoyé',
  sendFailed: "Erreur lors de l'envoi du devis",
  linkCopied: 'Lien copié',
  copyFailed: 'Impossible de copier le lien',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  pdfFailed: 'Erreur lors de la génération du PDF',
  pdfDownloadFailed: 'Impossible de télécharger le PDF',
  autoSendLabel: "Envoyer automatiquement au client s'il possède un compte client",
} as const;
