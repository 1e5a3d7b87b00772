import type { LineInput } from './quote-totals';

/** A template line: what a quote line needs, amounts in cents. */
export interface QuoteTemplateLine extends LineInput {
  description: string;
  /** Printed after the quantity ('18 m²'); none for a line sold as one piece. */
  unit?: string;
}

export interface QuoteTemplate {
  /** Stable: the landing links to the quote form with it (`?modele=`). */
  id: string;
  trade: string;
  description: string;
  /** The quote title it suggests. */
  title: string;
  lines: readonly QuoteTemplateLine[];
}

/**
 * Starting points by trade, shown on the landing's /templates-de-devis and applied by the provider's quote form:
 * amounts in cents, VAT rates as the trade usually applies them.
 */
export const quoteTemplates: readonly QuoteTemplate[] = [
  {
    id: 'renovation',
    trade: 'Artisan du bâtiment',
    description: 'Travaux de rénovation avec fournitures et main-d’œuvre, TVA à 10 % pour les logements de plus de 2 ans.',
    title: 'Travaux de rénovation',
    lines: [
      { description: 'Dépose et évacuation de l’existant', quantity: 1, unit: 'forfait', unit_price_ht: 45000, tva_rate_percent: 10 },
      { description: 'Fourniture et pose de carrelage', quantity: 18, unit: 'm²', unit_price_ht: 6500, tva_rate_percent: 10 },
      { description: 'Main-d’œuvre', quantity: 12, unit: 'heure', unit_price_ht: 4500, tva_rate_percent: 10 },
    ],
  },
  {
    id: 'web',
    trade: 'Développeur web freelance',
    description: 'Site vitrine au forfait, contenus à la page et maintenance mensuelle.',
    title: 'Création d’un site vitrine',
    lines: [
      { description: 'Conception et développement du site', quantity: 1, unit: 'forfait', unit_price_ht: 240000, tva_rate_percent: 20 },
      { description: 'Intégration des contenus', quantity: 6, unit: 'page', unit_price_ht: 8000, tva_rate_percent: 20 },
      { description: 'Maintenance', quantity: 12, unit: 'mois', unit_price_ht: 4900, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'conseil',
    trade: 'Consultant',
    description: 'Mission de conseil au jour, avec atelier et restitution.',
    title: 'Mission de conseil',
    lines: [
      { description: 'Audit et entretiens', quantity: 3, unit: 'jour', unit_price_ht: 75000, tva_rate_percent: 20 },
      { description: 'Atelier de restitution', quantity: 1, unit_price_ht: 90000, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'photo',
    trade: 'Photographe',
    description: 'Reportage, retouches et cession de droits pour un usage commercial.',
    title: 'Reportage photo',
    lines: [
      { description: 'Reportage photo', quantity: 1, unit: 'demi-journée', unit_price_ht: 55000, tva_rate_percent: 20 },
      { description: 'Retouche', quantity: 25, unit: 'photo', unit_price_ht: 1200, tva_rate_percent: 20 },
      { description: 'Cession de droits, usage web 1 an', quantity: 1, unit_price_ht: 30000, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'graphisme',
    trade: 'Graphiste',
    description: 'Création d’identité visuelle avec déclinaisons.',
    title: 'Identité visuelle',
    lines: [
      { description: 'Création de logo (3 pistes)', quantity: 1, unit_price_ht: 120000, tva_rate_percent: 20 },
      { description: 'Charte graphique', quantity: 1, unit_price_ht: 60000, tva_rate_percent: 20 },
      { description: 'Déclinaison cartes de visite', quantity: 1, unit_price_ht: 18000, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'services-personne',
    trade: 'Services à domicile',
    description: 'Entretien de jardin ou ménage, TVA réduite selon la prestation.',
    title: 'Entretien de jardin',
    lines: [
      { description: 'Tonte et entretien', quantity: 8, unit: 'heure', unit_price_ht: 3500, tva_rate_percent: 10 },
      { description: 'Évacuation des déchets verts', quantity: 1, unit: 'forfait', unit_price_ht: 6000, tva_rate_percent: 10 },
    ],
  },
];

/** The template an id names (a link's `?modele=`); undefined for an unknown or missing id. */
export function findQuoteTemplate(id: string | null | undefined): QuoteTemplate | undefined {
  return id ? quoteTemplates.find((template) => template.id === id) : undefined;
}
