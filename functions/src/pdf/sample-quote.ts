import { computeLine, computeTotals, type QuoteLine } from '@devis/domain';
import type { PdfProvider, PdfQuote } from './quote-document';

/** A realistic branded quote for tests and the benchmark. */
export function sampleLines(count: number): QuoteLine[] {
  const rates = [20, 10, 5.5, 20];
  return Array.from({ length: count }, (_, i) => {
    const priced = { quantity: (i % 3) + 1.5, unit_price_ht: 12_500 + i * 1_000, tva_rate_percent: rates[i % rates.length]! };
    return { id: `l${i}`, description: `Prestation n°${i + 1} : intégration & recette`, ...priced, ...computeLine(priced), service_id: 'custom', line_order: i + 1 };
  });
}

export function sampleQuote(lineCount = 3): PdfQuote & { total_ht: number; total_tva: number; total_ttc: number } {
  const lines = sampleLines(lineCount);
  const { total_ht, total_tva, total_ttc } = computeTotals(lines);
  return {
    quote_number: '2026-007',
    title: 'Refonte du site vitrine',
    quote_date: '2026-11-20',
    valid_until: '2026-12-04',
    notes: null,
    client: {
      company_name: 'Boulangerie Martin',
      contact_name: 'Claire Martin',
      email: 'claire@boulangerie.test',
      phone: '01 23 45 67 89',
      address: '12 rue des Lilas',
      postal_code: '69003',
      city: 'Lyon',
      country: 'France',
    },
    lines,
    total_ht,
    total_tva,
    total_ttc,
  };
}

export function sampleProvider(overrides: Partial<PdfProvider> = {}): PdfProvider {
  return {
    company_name: 'Atelier Dupont',
    email: 'contact@atelier-dupont.test',
    company_address: '5 avenue Jean Jaurès',
    company_postal_code: '75019',
    company_city: 'Paris',
    company_country: 'France',
    legal_form: 'SARL au capital de 10 000 €',
    siret: '12345678901234',
    tva_intracom: 'FR12345678901',
    vat_franchise: false,
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    brand_primary_color: '#7C3AED',
    brand_secondary_color: '#475569',
    brand_accent_color: '#059669',
    quote_footer_text: 'Atelier Dupont · SARL au capital de 10 000 € · RCS Paris',
    quote_terms_conditions: 'Acompte de 30 % à la commande. Pénalités de retard : trois fois le taux d’intérêt légal.',
    quote_payment_terms: 'Règlement à 30 jours',
    show_logo_on_quotes: true,
    ...overrides,
  };
}

/** A 2x2 PNG, as a logo (blue and white squares). */
export const SAMPLE_LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAF0lEQVR4nGNQTX79//9/hv///6smvwYAPKII4TwRI+AAAAAASUVORK5CYII=', 'base64');

/** A 1x1 PNG with an alpha channel: the kind pdfkit decodes (most logos have transparency). */
export const SAMPLE_LOGO_RGBA_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNQTX7dAAAEGAH02Xg/UwAAAABJRU5ErkJggg==', 'base64');
