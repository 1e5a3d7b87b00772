import type { LineInput } from '@devis/domain';

export type QuoteTemplate = {
  id: string;
  trade: string;
  description: string;
  lines: (LineInput & { description: string })[];
};

/** Starting points by trade; amounts in cents, VAT rates as the trade usually applies them. */
export const quoteTemplates: QuoteTemplate[] = [
  {
    id: 'renovation',
    trade: 'Artisan du bâtiment',
    description: 'Travaux de rénovation avec fournitures et main-d’œuvre, TVA à 10 % pour les logements de plus de 2 ans.',
    lines: [
      { description: 'Dépose et évacuation de l’existant', quantity: 1, unit_price_ht: 45000, tva_rate_percent: 10 },
      { description: 'Fourniture et pose de carrelage (m²)', quantity: 18, unit_price_ht: 6500, tva_rate_percent: 10 },
      { description: 'Main-d’œuvre (heure)', quantity: 12, unit_price_ht: 4500, tva_rate_percent: 10 },
    ],
  },
  {
    id: 'web',
    trade: 'Développeur web freelance',
    description: 'Site vitrine au forfait, contenus à la page et maintenance mensuelle.',
    lines: [
      { description: 'Conception et développement du site', quantity: 1, unit_price_ht: 240000, tva_rate_percent: 20 },
      { description: 'Intégration des contenus (page)', quantity: 6, unit_price_ht: 8000, tva_rate_percent: 20 },
      { description: 'Maintenance (mois)', quantity: 12, unit_price_ht: 4900, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'conseil',
    trade: 'Consultant',
    description: 'Mission de conseil au jour, avec atelier et restitution.',
    lines: [
      { description: 'Audit et entretiens (jour)', quantity: 3, unit_price_ht: 75000, tva_rate_percent: 20 },
      { description: 'Atelier de restitution', quantity: 1, unit_price_ht: 90000, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'photo',
    trade: 'Photographe',
    description: 'Reportage, retouches et cession de droits pour un usage commercial.',
    lines: [
      { description: 'Reportage photo (demi-journée)', quantity: 1, unit_price_ht: 55000, tva_rate_percent: 20 },
      { description: 'Retouche (photo)', quantity: 25, unit_price_ht: 1200, tva_rate_percent: 20 },
      { description: 'Cession de droits, usage web 1 an', quantity: 1, unit_price_ht: 30000, tva_rate_percent: 20 },
    ],
  },
  {
    id: 'graphisme',
    trade: 'Graphiste',
    description: 'Création d’identité visuelle avec déclinaisons.',
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
    lines: [
      { description: 'Tonte et entretien (heure)', quantity: 8, unit_price_ht: 3500, tva_rate_percent: 10 },
      { description: 'Évacuation des déchets verts', quantity: 1, unit_price_ht: 6000, tva_rate_percent: 10 },
    ],
  },
];
