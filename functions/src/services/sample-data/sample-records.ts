import type { ClientInput, ServiceInput } from '@devis/domain';

/** A web agency's starter account: realistic French clients and services (prices in cents, HT). */
export const SAMPLE_CLIENTS: ClientInput[] = [
  {
    company_name: 'Boulangerie Martin',
    contact_name: 'Sophie Martin',
    email: 'contact@boulangerie-martin.fr',
    phone: '01 42 36 18 50',
    address: '12 rue des Lilas',
    postal_code: '75019',
    city: 'Paris',
    country: 'France',
  },
  {
    company_name: 'Cabinet Durand Avocats',
    contact_name: 'Pierre Durand',
    email: 'p.durand@durand-avocats.fr',
    phone: '04 78 92 14 07',
    address: '8 place Bellecour',
    postal_code: '69002',
    city: 'Lyon',
    country: 'France',
  },
  {
    company_name: 'Les Jardins de Provence',
    contact_name: 'Camille Roux',
    email: 'camille.roux@jardins-provence.fr',
    phone: '04 90 27 33 61',
    address: '3 chemin des Oliviers',
    postal_code: '84000',
    city: 'Avignon',
    country: 'France',
  },
];

export const SAMPLE_SERVICES: ServiceInput[] = [
  {
    name: 'Création de site vitrine',
    description: "Site de 5 pages responsive, design sur mesure, formulaire de contact et mise en ligne",
    unit_price_ht: 180000,
    tva_rate_percent: 20,
    unit: 'forfait',
  },
  {
    name: 'Développement e-commerce',
    description: 'Boutique en ligne avec paiement sécurisé, gestion des stocks et des commandes',
    unit_price_ht: 450000,
    tva_rate_percent: 20,
    unit: 'forfait',
  },
  {
    name: 'Référencement naturel (SEO)',
    description: 'Audit, optimisation des contenus et suivi mensuel du positionnement',
    unit_price_ht: 60000,
    tva_rate_percent: 20,
    unit: 'mois',
  },
  {
    name: 'Maintenance et hébergement',
    description: 'Mises à jour, sauvegardes quotidiennes et hébergement sécurisé',
    unit_price_ht: 8900,
    tva_rate_percent: 20,
    unit: 'mois',
  },
  {
    name: 'Formation WordPress',
    description: 'Prise en main de votre site pour gérer vos contenus en autonomie',
    unit_price_ht: 65000,
    tva_rate_percent: 20,
    unit: 'jour',
  },
];

/** The sample quote: the first client, a showcase site with a year of maintenance. */
export const SAMPLE_QUOTE = {
  clientIndex: 0,
  title: 'Refonte du site internet',
  validityDays: 30,
  notes: 'Acompte de 30 % à la commande, solde à la mise en ligne.',
  lines: [
    { serviceIndex: 0, quantity: 1 },
    { serviceIndex: 2, quantity: 3 },
    { serviceIndex: 3, quantity: 12 },
  ],
} as const;
