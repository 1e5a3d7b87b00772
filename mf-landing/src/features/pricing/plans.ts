import { FREE_PLAN_QUOTES_PER_MONTH } from '@devis/domain';

export type Plan = {
  id: string;
  name: string;
  /** Monthly price excluding VAT, in cents. */
  monthlyPriceHt: number;
  tagline: string;
  quota: string;
  features: string[];
  highlighted: boolean;
  cta: string;
};

// Paid prices are a commercial choice, not a spec constant: change them here only.
export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    monthlyPriceHt: 0,
    tagline: 'Pour démarrer ou pour un usage occasionnel.',
    quota: `${FREE_PLAN_QUOTES_PER_MONTH} devis par mois`,
    features: ['Génération PDF instantanée', 'Envoi par email avec lien sécurisé', 'Portail client', 'Catalogue de prestations'],
    highlighted: false,
    cta: 'Commencer gratuitement',
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPriceHt: 1900,
    tagline: 'Pour les indépendants qui envoient des devis chaque semaine.',
    quota: 'Devis illimités',
    features: [
      'Tout le plan Free',
      'Personnalisation complète : logo, couleurs, mentions',
      'Relances programmées',
      'Suivi en temps réel des réponses',
      'Support par email en français',
    ],
    highlighted: true,
    cta: 'Essayer gratuitement',
  },
  {
    id: 'business',
    name: 'Business',
    monthlyPriceHt: 3900,
    tagline: 'Pour les petites entreprises qui veulent tout automatiser.',
    quota: 'Devis illimités',
    features: [
      'Tout le plan Pro',
      'Intégration tableur et stockage cloud',
      'Export complet de vos données',
      'Demandes de devis depuis le portail client',
      'Support prioritaire',
    ],
    highlighted: false,
    cta: 'Essayer gratuitement',
  },
];
