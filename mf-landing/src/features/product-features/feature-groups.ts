export type FeatureGroup = { title: string; lead: string; items: { title: string; text: string }[] };

export const featureGroups: FeatureGroup[] = [
  {
    title: 'Créer un devis en 2 minutes',
    lead: 'Un modèle automatique et vos données déjà prêtes : vous ne saisissez que l’essentiel.',
    items: [
      { title: 'Modèle automatique', text: 'Vos informations, vos mentions légales et vos conditions de paiement sont reprises sur chaque devis.' },
      { title: 'Catalogue de prestations', text: 'Vos services avec leur prix unitaire HT, leur unité et leur taux de TVA, ajoutés en un clic.' },
      { title: 'Calculs exacts', text: 'Totaux HT, TVA par taux (0 %, 5,5 %, 10 %, 20 %) et Total TTC calculés au centime près.' },
      { title: 'Numérotation chronologique', text: 'Chaque devis reçoit un numéro unique par année, de type 2026-001, attribué dans l’ordre et jamais réutilisé.' },
    ],
  },
  {
    title: 'Une image professionnelle',
    lead: 'Des documents soignés, à votre image, qui inspirent confiance.',
    items: [
      { title: 'Personnalisation de la marque', text: 'Logo, couleurs principale, secondaire et d’accent appliqués à vos PDF et à votre portail.' },
      { title: 'PDF instantané', text: 'Un PDF net, prêt à imprimer ou à envoyer, généré en une seconde.' },
      { title: 'Mentions conformes', text: 'SIRET, TVA intracommunautaire, validité du devis ; mention de franchise en base de TVA si besoin.' },
      { title: 'Clients bien renseignés', text: 'Un carnet d’adresses clients pour ne plus ressaisir les mêmes coordonnées.' },
    ],
  },
  {
    title: 'Envoyer et suivre sans relancer à la main',
    lead: 'Vos devis partent par email avec un lien sécurisé ; vous savez toujours où ils en sont.',
    items: [
      { title: 'Envoi par email', text: 'Le devis part avec son PDF et un lien sécurisé, directement depuis Devis.' },
      { title: 'Portail client sécurisé', text: 'Vos clients consultent, acceptent ou refusent en ligne, et peuvent vous demander un devis.' },
      { title: 'Suivi en temps réel', text: 'Brouillon, envoyé, accepté, refusé, expiré : chaque statut est visible d’un coup d’œil.' },
      { title: 'Relances programmées', text: 'Un rappel automatique avant l’expiration du devis, pour ne laisser filer aucune affaire. Inclus dans les plans Pro et Business, et pendant l’essai.' },
    ],
  },
  {
    title: 'Vos données, vos outils',
    lead: 'Vos données vous appartiennent : vous les retrouvez dans vos outils habituels, Devis ne vous enferme pas.',
    items: [
      {
        title: 'Export vers votre tableur',
        text: 'Vos devis, leurs lignes, vos clients et vos prestations en fichiers CSV qui s’ouvrent directement dans Excel ou LibreOffice, pour vos suivis et vos tableaux de bord.',
      },
      // Not built yet: marked "(bientôt)" like the pricing page's plan features (PLAN_FEATURES in @devis/domain).
      {
        title: 'Stockage cloud (bientôt)',
        text: 'L’archivage automatique de vos PDF dans votre espace de stockage en ligne. En attendant, l’export rassemble les PDF de tous vos devis envoyés.',
      },
      {
        title: 'Export à tout moment',
        text: 'Depuis votre profil, une archive de toutes vos données (CSV, JSON et PDF envoyés), même après une résiliation.',
      },
      { title: 'Support en français', text: 'Une équipe qui répond par email, en français, sous 24 h ouvrées.' },
    ],
  },
];
