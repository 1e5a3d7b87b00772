// Texts and limits of the conversations, apart from the yup schemas: screens that show them do not load yup.

/** A message is plain text up to this many characters (issue 10: bounded length). */
export const MESSAGE_MAX_LENGTH = 4000;

/** Texts of the conversations and the chat, as the spec writes them (001 §5, §8). */
export const conversationMessages = {
  empty: 'Message vide',
  emailRequired: 'Email requis',
  sendFailed: "Impossible d'envoyer le message",
  /** The public chat's own fallback, quoted by spec 001 §8 as written. */
  publicSendFailed: 'Failed to send message',
  loadFailed: 'Impossible de charger les messages',
  addClientFailed: "Impossible d'ajouter le client",
  clientAdded: 'Client ajouté',
  alreadyClient: 'Déjà dans vos clients',
  addClient: 'Ajouter client',
  open: 'Ouvrir',
  tooLong: `Le message ne doit pas dépasser ${MESSAGE_MAX_LENGTH} caractères`,
  notFound: 'Conversation introuvable',
  invalidKey: 'Identifiant de message invalide',
} as const;
