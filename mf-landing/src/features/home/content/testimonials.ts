/** Sample testimonials: marketing content, not product data. */
export type Testimonial = { name: string; role: string; content: string; rating: 5 };

export const testimonials: Testimonial[] = [
  {
    name: 'Sophie Laurent',
    role: "Architecte d'intérieur indépendante, Lyon",
    content:
      'Je passais mes dimanches soir à faire mes devis sur un tableur. Aujourd’hui, un devis me prend deux minutes et mes clients l’acceptent en ligne le jour même.',
    rating: 5,
  },
  {
    name: 'Thomas Moreau',
    role: 'Gérant, Moreau Rénovation',
    content:
      'Le catalogue de prestations a tout changé : mes tarifs sont toujours à jour, la TVA est calculée toute seule et mes devis ont enfin une allure professionnelle.',
    rating: 5,
  },
  {
    name: 'Camille Dubois',
    role: 'Développeuse web freelance',
    content:
      'Le portail client rassure mes clients et me fait gagner un temps fou : je vois immédiatement quand un devis est consulté, accepté ou refusé.',
    rating: 5,
  },
];
