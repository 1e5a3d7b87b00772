export type UseCase = { id: string; audience: string; pain: string; benefits: string[] };

export const useCases: UseCase[] = [
  {
    id: 'freelances',
    audience: 'Freelances et indépendants',
    pain: 'Vos devis se font le soir, sur un tableur, et vous ne savez jamais si le client les a lus.',
    benefits: [
      'Un devis complet en 2 minutes grâce au catalogue de prestations',
      'Un PDF à votre image, envoyé par email avec un lien sécurisé',
      'Acceptation en ligne : plus besoin d’imprimer, signer, scanner',
    ],
  },
  {
    id: 'artisans',
    audience: 'Artisans du bâtiment',
    pain: 'Entre deux chantiers, chiffrer vite et juste est difficile, surtout avec plusieurs taux de TVA.',
    benefits: [
      'TVA à 5,5 %, 10 % ou 20 % par ligne, totaux calculés au centime',
      'Vos fournitures et votre main-d’œuvre prêtes dans le catalogue',
      'Relances programmées avant l’expiration du devis',
    ],
  },
  {
    id: 'agences',
    audience: 'Agences et studios',
    pain: 'Plusieurs projets en parallèle, des devis à faire valider vite et un suivi éparpillé.',
    benefits: [
      'Tous les devis et leurs statuts au même endroit',
      'Portail client pour consulter, accepter ou demander un devis',
      'Export CSV pour vos suivis dans votre tableur',
    ],
  },
  {
    id: 'tpe',
    audience: 'TPE et commerces de services',
    pain: 'Les demandes arrivent par téléphone, par email, en boutique : difficile de répondre à toutes rapidement.',
    benefits: [
      'Carnet de clients pour ne plus ressaisir les coordonnées',
      'Numérotation chronologique et mentions légales automatiques',
      'Données exportables à tout moment, sans engagement',
    ],
  },
];
