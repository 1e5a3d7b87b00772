import * as yup from './yup';
import { EMAIL_MAX_LENGTH } from '../constants';
import type { Cents } from '../money';
import type { QuoteStatus } from '../quote-status';
import type { QuoteDecision } from '../entities';
import { messages } from './messages';
import { oneLine, text, toLowerCase } from './text';
import { publicQuoteMessages } from './public-messages';

const PUBLIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Public flows: trimmed, lowercased, a simple pattern, at most 255 characters (spec 001 §5). */
export function isPublicEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && PUBLIC_EMAIL.test(email);
}

/** The Hangul fillers are letters to Unicode, but print as blanks. */
const FILLERS = /[\u115F\u1160\u3164\uFFA0]/g;
const hasLetter = (v: string) => /\p{L}/u.test(v.replace(FILLERS, ''));

/** Longer than any token we make: refused like a wrong one. */
export const PUBLIC_TOKEN_MAX_LENGTH = 200;
const token = text(publicQuoteMessages.invalidLink).max(PUBLIC_TOKEN_MAX_LENGTH, publicQuoteMessages.invalidLink).required(publicQuoteMessages.tokenMissing);

/** `?t=` of the public GET routes; a missing token is answered by the use case (404 'Token manquant…'). */
export const publicTokenQuerySchema = yup.object({
  t: text(publicQuoteMessages.invalidLink).max(PUBLIC_TOKEN_MAX_LENGTH, publicQuoteMessages.invalidLink).optional(),
});

/** POST /api/public/quotes/:publicId/accept. Every field is required, with one message (spec 001 §5). */
export const publicAcceptSchema = yup.object({
  t: token,
  // A signature names someone: at least one letter (zero-width or filler characters alone are no name).
  full_name: text(messages.acceptFields)
    .max(200, messages.tooLong)
    .transform(oneLine)
    .required(messages.acceptFields)
    .test('named', messages.acceptFields, (v) => !v || hasLetter(v)),
  email: text(messages.acceptFields)
    .transform(toLowerCase)
    .required(messages.acceptFields)
    .test('public-email', messages.publicEmail, (v) => !v || isPublicEmail(v)),
  // Consent is the JSON true the checkbox sends: not 1, "1" or "TRUE", which yup would read as true.
  terms_accepted: yup.boolean().strict().typeError(messages.acceptFields).oneOf([true], messages.acceptFields).required(messages.acceptFields),
});
export type PublicAcceptInput = yup.InferType<typeof publicAcceptSchema>;

/** POST /api/public/quotes/:publicId/reject: the reason is optional. */
export const publicRejectSchema = yup.object({
  t: token,
  reason: text()
    .max(2000, messages.tooLong)
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
});
export type PublicRejectInput = yup.InferType<typeof publicRejectSchema>;

export interface PublicQuoteLine {
  description: string;
  quantity: number;
  unit: string | null;
  unit_price_ht: Cents;
  tva_rate_percent: number;
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
}

export interface PublicQuoteProvider {
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  siret: string | null;
  legal_form: string | null;
  tva_intracom: string | null;
  vat_franchise: boolean;
  logo_url: string | null;
  brand_primary_color: string;
  brand_accent_color: string;
  payment_terms: string | null;
  terms_conditions: string | null;
  footer_text: string | null;
}

/** GET /api/public/quotes/:publicId?t= (and /api/public/c/quotes/:publicId): the document as sent. */
export interface PublicQuoteView {
  public_id: string;
  number: string;
  title: string | null;
  quote_date: string;
  valid_until: string | null;
  /** Effective status: a sent quote past its validity reads 'expired'. */
  status: QuoteStatus;
  /** Accept and reject are offered: sent, not past valid_until, and this link's version is current. */
  can_decide: boolean;
  /** false when the quote was sent again: this link shows an older version. */
  is_current_version: boolean;
  currency: string;
  provider: PublicQuoteProvider;
  client_name: string | null;
  client_company: string | null;
  client_email: string | null;
  client_address: string | null;
  client_postal_code: string | null;
  client_city: string | null;
  client_country: string | null;
  items: PublicQuoteLine[];
  vat_breakdown: { rate: number; base_ht: Cents; tva: Cents }[];
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
  notes: string | null;
  decision: Pick<QuoteDecision, 'action' | 'at' | 'name' | 'reason'> | null;
}

export interface PublicDecisionResult {
  status: 'accepted' | 'rejected';
}
