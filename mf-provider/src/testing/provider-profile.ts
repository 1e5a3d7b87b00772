import type { ProviderProfile } from '@devis/domain';

/** GET /api/profile for a new provider: only the company name, no address, SIRET or VAT number yet. */
export const providerProfile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile => ({
  id: 'uid-pro', user_id: 'uid-pro', email: 'pro@dupont.fr', company_name: 'Studio Lumière', company_address: null, company_city: null,
  company_postal_code: null, company_country: 'France', legal_form: null, siret: null, tva_intracom: null, vat_franchise: false,
  tva_rate_percent: 20, iban: null, bic: null, logo_url: null, avatar_url: null, brand_primary_color: '#3B82F6', brand_secondary_color: '#64748B',
  brand_accent_color: '#10B981', quote_footer_text: null, quote_terms_conditions: null, quote_payment_terms: 'Règlement à 30 jours',
  show_logo_on_quotes: true, public_page_enabled: true, public_access_mode: 'DOWNLOAD_ON_EMAIL', public_id: 'abcdefghijklmnopqrstuvwx',
  reminders_enabled: true, reminder_days_before: 3,
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

/** The same provider with every mention a quote is expected to carry. */
export const completeProfile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile =>
  providerProfile({ company_address: '12 rue des Lilas', company_postal_code: '69002', company_city: 'Lyon', siret: '73282932000074', tva_intracom: 'FR44732829320', ...overrides });
