/** Validation messages shared by several forms. Texts quoted by the spec are used as written. */
export const messages = {
  required: 'Ce champ est requis',
  email: 'Adresse email invalide',
  publicEmail: 'Veuillez saisir une adresse email valide',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  companyRequired: "Le nom de l'entreprise est requis",
  nameRequired: 'Le nom est requis',
  selectClient: 'Veuillez sélectionner un client',
  fillAllLines: 'Veuillez remplir toutes les lignes de la proposition',
  titleRequired: 'Le titre est requis',
  acceptFields: 'Veuillez remplir tous les champs et accepter les conditions.',
  imageType: 'Le fichier doit être une image',
  imageSize: "L'image ne doit pas dépasser 5MB",
  tooLong: 'Ce champ est trop long',
} as const;
