export type BlogPost = { slug: string; title: string; excerpt: string; category: string; publishedOn: string; readingMinutes: number };

/** Blog index entries; article pages come later, so entries are not links yet. */
export const blogPosts: BlogPost[] = [
  {
    slug: 'mentions-obligatoires-devis',
    title: 'Les mentions obligatoires d’un devis en 2025',
    excerpt: 'Date, durée de validité, SIRET, TVA, conditions de paiement : la liste complète pour un devis conforme.',
    category: 'Réglementation',
    publishedOn: '2025-01-14',
    readingMinutes: 6,
  },
  {
    slug: 'franchise-tva-293b',
    title: 'Franchise en base de TVA : que mettre sur vos devis ?',
    excerpt: 'Micro-entrepreneurs : quand et comment indiquer « TVA non applicable, art. 293 B du CGI ».',
    category: 'Fiscalité',
    publishedOn: '2025-01-07',
    readingMinutes: 4,
  },
  {
    slug: 'relancer-un-devis',
    title: 'Relancer un devis sans être insistant',
    excerpt: 'Le bon moment, le bon ton et trois modèles d’emails pour transformer vos devis en commandes.',
    category: 'Conseils',
    publishedOn: '2024-12-17',
    readingMinutes: 5,
  },
  {
    slug: 'fixer-ses-prix-freelance',
    title: 'Freelance : comment fixer son taux journalier',
    excerpt: 'Charges, jours facturables, marché : une méthode simple pour calculer un prix juste et le défendre.',
    category: 'Conseils',
    publishedOn: '2024-12-03',
    readingMinutes: 7,
  },
  {
    slug: 'taux-tva-batiment',
    title: 'TVA à 5,5 %, 10 % ou 20 % : le guide des artisans',
    excerpt: 'Rénovation, amélioration énergétique, construction neuve : quel taux appliquer à chaque ligne.',
    category: 'Fiscalité',
    publishedOn: '2024-11-19',
    readingMinutes: 8,
  },
  {
    slug: 'devis-accepte-et-apres',
    title: 'Devis accepté : les étapes suivantes',
    excerpt: 'Acompte, bon de commande, facture : ce qui change juridiquement quand votre client dit oui.',
    category: 'Réglementation',
    publishedOn: '2024-11-05',
    readingMinutes: 5,
  },
];
