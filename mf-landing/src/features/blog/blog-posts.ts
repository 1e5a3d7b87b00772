export type BlogPost = {
  slug: string;
  title: string;
  /** The card's summary, also the page's meta description. */
  excerpt: string;
  category: string;
  publishedOn: string;
};

/** The blog's articles, newest first; each one's text is features/blog/articles/<slug>.tsx. */
export const blogPosts: BlogPost[] = [
  {
    slug: 'mentions-obligatoires-devis',
    title: 'Les mentions obligatoires d’un devis',
    excerpt: 'Date, durée de validité, identification, prix HT et TTC, TVA, conditions de paiement : ce qu’un devis doit indiquer pour être clair et conforme.',
    category: 'Réglementation',
    publishedOn: '2026-10-27',
  },
  {
    slug: 'franchise-tva-293b',
    title: 'Franchise en base de TVA : que mettre sur vos devis ?',
    excerpt: 'Pas de TVA facturée, des prix sans TVA et la mention « TVA non applicable, art. 293 B du CGI » : ce que la franchise change sur vos devis.',
    category: 'Fiscalité',
    publishedOn: '2026-10-06',
  },
  {
    slug: 'relancer-un-devis',
    title: 'Relancer un devis sans être insistant',
    excerpt: 'Le bon moment, le bon ton et trois modèles d’emails courts pour relancer un devis resté sans réponse.',
    category: 'Conseils',
    publishedOn: '2026-09-15',
  },
  {
    slug: 'fixer-ses-prix-freelance',
    title: 'Freelance : comment fixer son taux journalier',
    excerpt: 'Charges, jours facturables, marché : une méthode simple pour calculer un taux journalier juste et le défendre.',
    category: 'Conseils',
    publishedOn: '2026-07-07',
  },
  {
    slug: 'taux-tva-batiment',
    title: 'TVA à 5,5 %, 10 % ou 20 % : le guide des artisans du bâtiment',
    excerpt: 'Rénovation, amélioration énergétique, construction neuve : quel taux de TVA appliquer à chaque ligne de vos devis de travaux.',
    category: 'Fiscalité',
    publishedOn: '2026-05-19',
  },
  {
    slug: 'devis-accepte-et-apres',
    title: 'Devis accepté : les étapes suivantes',
    excerpt: 'Acompte, commande, facture : ce qui change quand votre client accepte le devis, et ce qu’il vous reste à faire.',
    category: 'Réglementation',
    publishedOn: '2026-03-10',
  },
];

export function blogPost(slug: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog post ${slug}`);
  return post;
}
