/** Business constants from the specification. */
export const PASSWORD_MIN_LENGTH = 6;
export const FREE_TRIAL_DAYS = 14;
export const FREE_PLAN_QUOTES_PER_MONTH = 5;
export const COPY_FEEDBACK_MS = 2000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
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
export const BASKET_QUANTITY_MIN = 1;
export const BASKET_QUANTITY_MAX = 999;
export const FEATURE_DEFAULTS = { PUBLIC_PROVIDER: false } as const;
export type FeatureFlags = { PUBLIC_PROVIDER: boolean };
