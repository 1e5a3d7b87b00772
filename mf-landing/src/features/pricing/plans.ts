import { FREE_PLAN, PAID_PLANS, PLAN_FEATURES, type PlanOffer } from '@devis/domain';

/** An offer of @devis/domain (name, price, quota: what checkout charges and the server enforces) and its marketing text. */
export type Plan = PlanOffer & {
  tagline: string;
  quota: string;
  features: readonly string[];
  highlighted: boolean;
  cta: string;
};

const UNLIMITED_QUOTES = 'Devis illimités';

/**
 * An offer's card: its quota under the price, then its features without a line that repeats that quota
 * (PLAN_FEATURES.pro lists 'Devis illimités' for the in-app plan cards, which have no quota line).
 */
function card(quota: string, features: readonly string[]): Pick<Plan, 'quota' | 'features'> {
  return { quota, features: features.filter((feature) => feature !== quota) };
}

// Prices and quotas live in @devis/domain (PLAN_OFFERS), shared with checkout and the server: change them there.
export const plans: Plan[] = [
  {
    ...FREE_PLAN,
    tagline: 'Pour démarrer ou pour un usage occasionnel.',
    ...card(`${FREE_PLAN.quotesPerMonth} devis par mois`, PLAN_FEATURES.free),
    highlighted: false,
    cta: 'Commencer gratuitement',
  },
  {
    ...PAID_PLANS.pro,
    tagline: 'Pour les indépendants qui envoient des devis chaque semaine.',
    ...card(UNLIMITED_QUOTES, PLAN_FEATURES.pro),
    highlighted: true,
    cta: 'Essayer gratuitement',
  },
  {
    ...PAID_PLANS.business,
    tagline: 'Pour les petites entreprises qui veulent tout automatiser.',
    ...card(UNLIMITED_QUOTES, PLAN_FEATURES.business),
    highlighted: false,
    cta: 'Essayer gratuitement',
  },
];
