import { DEFAULT_BRAND_COLORS, DEFAULT_PAYMENT_TERMS, type ProviderProfile } from '@devis/domain';

/** Form state: empty strings stand for null; the domain schema turns them back on save. */
export interface ProfileValues {
  company_name: string;
  company_address: string;
  company_postal_code: string;
  company_city: string;
  company_country: string;
  legal_form: string;
  siret: string;
  tva_intracom: string;
  vat_franchise: boolean;
  tva_rate_percent: string;
  iban: string;
  bic: string;
  logo_url: string;
  show_logo_on_quotes: boolean;
  brand_primary_color: string;
  brand_secondary_color: string;
  brand_accent_color: string;
  quote_footer_text: string;
  quote_terms_conditions: string;
  quote_payment_terms: string;
}

export function profileValues(p: ProviderProfile): ProfileValues {
  return {
    company_name: p.company_name ?? '',
    company_address: p.company_address ?? '',
    company_postal_code: p.company_postal_code ?? '',
    company_city: p.company_city ?? '',
    company_country: p.company_country ?? '',
    legal_form: p.legal_form ?? '',
    siret: p.siret ?? '',
    tva_intracom: p.tva_intracom ?? '',
    vat_franchise: p.vat_franchise ?? false,
    tva_rate_percent: String(p.tva_rate_percent ?? 20),
    iban: p.iban ?? '',
    bic: p.bic ?? '',
    logo_url: p.logo_url ?? '',
    show_logo_on_quotes: p.show_logo_on_quotes ?? true,
    brand_primary_color: p.brand_primary_color || DEFAULT_BRAND_COLORS.primary,
    brand_secondary_color: p.brand_secondary_color || DEFAULT_BRAND_COLORS.secondary,
    brand_accent_color: p.brand_accent_color || DEFAULT_BRAND_COLORS.accent,
    quote_footer_text: p.quote_footer_text ?? '',
    quote_terms_conditions: p.quote_terms_conditions ?? '',
    quote_payment_terms: p.quote_payment_terms || DEFAULT_PAYMENT_TERMS,
  };
}
