import { addDays, DEFAULT_VALIDITY_DAYS, type LineInput } from '@devis/domain';

const issuedOn = '2024-01-15';

/** The example quote shown on the home page; amounts in cents like every real quote. */
export const sampleQuote = {
  number: '2024-001',
  status: 'accepted',
  provider: 'Studio Lumière',
  client: 'Boulangerie Martin',
  issuedOn,
  validUntil: addDays(issuedOn, DEFAULT_VALIDITY_DAYS),
  lines: [
    { description: 'Création de site vitrine (5 pages)', quantity: 1, unit_price_ht: 180000, tva_rate_percent: 20 },
    { description: 'Rédaction des contenus, par page', quantity: 5, unit_price_ht: 9000, tva_rate_percent: 20 },
    { description: 'Hébergement et maintenance, par mois', quantity: 12, unit_price_ht: 2500, tva_rate_percent: 20 },
  ] satisfies (LineInput & { description: string })[],
};
