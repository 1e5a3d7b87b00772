/** Business constants from the specification. */
export const PASSWORD_MIN_LENGTH = 6;
export const FREE_TRIAL_DAYS = 14;
export const FREE_PLAN_QUOTES_PER_MONTH = 5;
export const COPY_FEEDBACK_MS = 2000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A logo is embedded in every PDF sent: kept small (ours, not the spec's). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** The image types a PDF embeds, so the only ones a logo may be. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const RECENT_ACTIVITY_PER_ENTITY = 5;
export const RECENT_ACTIVITY_MAX = 10;
export const RECENT_ACTIVITY_COLLAPSED = 3;
export const DEFAULT_COUNTRY = 'France';
export const DEFAULT_SERVICE_UNIT = 'unité';
export const DEFAULT_PAYMENT_TERMS = 'Règlement à 30 jours';
export const DEFAULT_BRAND_COLORS = {
  primary: '#3B82F6',
  secondary: '#64748B',
  accent: '#10B981',
} as const;
export const PUBLIC_ID_LENGTH = 24;
export const EMAIL_MAX_LENGTH = 255;
/** Where the contact form's messages go (the functions' SUPPORT_EMAIL overrides it); the contact page shows it too. */
export const SUPPORT_EMAIL = 'contact@devis.fr';
export const BASKET_QUANTITY_MIN = 1;
export const BASKET_QUANTITY_MAX = 999;
/** A quote title's longest length (the quote form, duplicates, basket quotes). */
export const QUOTE_TITLE_MAX = 200;
/** Feature flags the server may switch on (GET /fn/features); these defaults apply until, and unless, it says so. */
export interface FeatureFlags {
  /** The public provider page /p/{publicId}. */
  PUBLIC_PROVIDER: boolean;
}
export const FEATURE_DEFAULTS: Readonly<FeatureFlags> = { PUBLIC_PROVIDER: false };

/** The flags an answer or an environment states, each falling back to its default when absent or not a boolean. */
export function featureFlagsFrom(values: Partial<Record<keyof FeatureFlags, unknown>>): FeatureFlags {
  const flags = { ...FEATURE_DEFAULTS };
  for (const name of Object.keys(flags) as (keyof FeatureFlags)[]) {
    const value = values[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}
