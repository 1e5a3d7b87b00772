import {
  DEFAULT_BRAND_COLORS,
  DEFAULT_COUNTRY,
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_PUBLIC_ACCESS_MODE,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_REMINDERS_ENABLED,
  DEFAULT_VAT_RATE,
  type ProviderProfile,
} from '@devis/domain';
import { directoryFields, type ProviderListing } from '../directory/provider-listing';

/**
 * A provider's profile as registration creates it: the company name and the defaults of spec 001 §3.
 * `emailVerified`: whether the account's email is confirmed (registration: false, so the provider is not listed
 * until it is); left out, the flag is not stored and the profile reads as confirmed (see ProviderListing).
 */
export function newProviderProfile(input: { uid: string; email: string; company_name: string; now: Date; emailVerified?: boolean }): ProviderProfile & ProviderListing {
  const at = input.now.toISOString();
  const listing = input.emailVerified === undefined ? {} : { email_verified: input.emailVerified };
  return {
    id: input.uid,
    user_id: input.uid,
    email: input.email,
    company_name: input.company_name,
    company_address: null,
    company_city: null,
    company_postal_code: null,
    company_country: DEFAULT_COUNTRY,
    legal_form: null,
    siret: null,
    tva_intracom: null,
    vat_franchise: false,
    tva_rate_percent: DEFAULT_VAT_RATE,
    iban: null,
    bic: null,
    logo_url: null,
    avatar_url: null,
    brand_primary_color: DEFAULT_BRAND_COLORS.primary,
    brand_secondary_color: DEFAULT_BRAND_COLORS.secondary,
    brand_accent_color: DEFAULT_BRAND_COLORS.accent,
    quote_footer_text: null,
    quote_terms_conditions: null,
    quote_payment_terms: DEFAULT_PAYMENT_TERMS,
    show_logo_on_quotes: true,
    public_page_enabled: false,
    public_access_mode: DEFAULT_PUBLIC_ACCESS_MODE,
    public_id: null,
    reminders_enabled: DEFAULT_REMINDERS_ENABLED,
    reminder_days_before: DEFAULT_REMINDER_DAYS_BEFORE,
    created_at: at,
    updated_at: at,
    // The client directory's fields (directory/provider-listing.ts).
    ...listing,
    ...directoryFields({ company_name: input.company_name, company_city: null, ...listing }),
    services_count: 0,
  };
}
