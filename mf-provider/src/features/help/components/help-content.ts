/** The help page's text, kept apart from its layout. */
export const SUPPORT_EMAIL = 'support@devis.fr';

export interface HelpStep {
  title: string;
  text: string;
}

export const createQuoteSteps: HelpStep[] = [
  { title: 'Préparez votre compte', text: 'Dans Profil, renseignez votre entreprise (adresse, SIRET, TVA), vos coordonnées bancaires et votre logo : ils apparaissent sur chaque devis.' },
  { title: 'Ajoutez vos services', text: 'Dans Services, enregistrez vos prestations avec leur prix HT, leur taux de TVA et leur unité. Vous les reprendrez en un clic dans vos devis.' },
  { title: 'Créez le devis', text: "Dans Devis, cliquez sur « Nouveau devis », choisissez un client (ou créez-le), ajoutez des lignes depuis votre catalogue ou à la main : les totaux HT, TVA et TTC se calculent seuls. Le devis est enregistré en brouillon." },
];

export const sendQuoteSteps: HelpStep[] = [
  { title: 'Envoyez-le', text: "Depuis la liste des devis, ouvrez le devis puis « Envoyer ». Choisissez une date de validité (14 jours par défaut) : votre client reçoit le PDF par email avec un lien sécurisé." },
  { title: 'Votre client répond en ligne', text: "Avec ce lien, votre client consulte le devis et l'accepte ou le refuse, sans créer de compte." },
];

export const followQuoteSteps: HelpStep[] = [
  { title: 'Suivez les statuts', text: 'Chaque devis affiche son statut : Brouillon, Envoyé, Accepté, Refusé ou Expiré. Un devis envoyé expire après sa date de validité.' },
  { title: 'Tableau de bord', text: "Le tableau de bord résume vos devis et l'activité récente. Les demandes de vos clients arrivent dans « Demandes reçues »." },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faq: FaqEntry[] = [
  { question: 'Puis-je modifier un devis déjà envoyé ?', answer: "Oui : « Modifier et renvoyer » met le devis à jour ; renvoyez-le pour que votre client reçoive la nouvelle version. Un devis accepté ou refusé ne se modifie plus : dupliquez-le." },
  { question: 'Comment supprimer un devis ?', answer: 'Seuls les brouillons peuvent être supprimés, après confirmation. La suppression est définitive.' },
  { question: 'Comment sont calculés les montants ?', answer: 'Chaque ligne vaut quantité × prix unitaire HT, arrondi au centime ; la TVA est calculée par ligne selon son taux (0 %, 5,5 %, 10 % ou 20 %), et les totaux sont la somme des lignes.' },
  { question: 'Je ne suis pas assujetti à la TVA, que faire ?', answer: 'Indiquez-le dans votre profil : vos devis porteront la mention « TVA non applicable, art. 293 B du CGI ».' },
  { question: "Comment sont numérotés mes devis ?", answer: 'Automatiquement, au format ANNÉE-NUMÉRO (par exemple 2025-001), dans l’ordre chronologique.' },
  { question: "Je n'ai pas reçu l'email de confirmation", answer: "Vérifiez vos courriers indésirables. Depuis l'écran de confirmation, vous pouvez demander un nouveau lien." },
];
