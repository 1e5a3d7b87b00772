import * as yup from './yup';
import { EMAIL_MAX_LENGTH } from '../constants';
import type { Cents } from '../money';
import { QUOTE_LINES_MAX } from './quote';
import { PUBLIC_ACCESS_MODES, type PublicAccessMode } from './profile';
import type { PublicQuoteView } from './public';
import { isPublicEmail } from './public';
import { messages } from './messages';
import { text } from './text';
import { publicProviderMessages } from './public-provider-messages';

/** A public email as stored: trimmed and lowercased; null when it is not one (spec 001 §5). */
export function normalizePublicEmail(value: string): string | null {
  return isPublicEmail(value) ? value.trim().toLowerCase() : null;
}

const publicIdField = (required: string) => text(required).max(64, messages.tooLong).required(required);
/** The email is checked by the use case, which answers EMAIL_INVALID (the gate shows it inline). */
const emailField = text(messages.publicEmail).max(EMAIL_MAX_LENGTH + 64, messages.publicEmail);

/** GET ?action=get_page */
export const publicPageQuerySchema = yup.object({ publicId: publicIdField(publicProviderMessages.providerNotFound) });

/** GET ?action=get_quote */
export const basketQuoteQuerySchema = yup.object({ quotePublicId: publicIdField(publicProviderMessages.quoteNotFound) });

/** POST ?action=pre_access_email: the email gate of a page in ACCESS_ON_EMAIL mode. */
export const preAccessEmailSchema = yup.object({
  publicId: publicIdField(publicProviderMessages.providerNotFound),
  email: emailField.required(messages.publicEmail),
});
export type PreAccessEmailInput = yup.InferType<typeof preAccessEmailSchema>;

/** POST ?action=request_pdf: the email is asked when the quote has none yet (DOWNLOAD_ON_EMAIL). */
export const requestPdfSchema = yup.object({
  quotePublicId: publicIdField(publicProviderMessages.quoteNotFound),
  email: emailField.nullable().default(null).transform((v: unknown) => (v === '' ? null : v)),
});
export type RequestPdfInput = yup.InferType<typeof requestPdfSchema>;

/**
 * POST ?action=create_quote_from_basket: service ids and quantities only; prices, VAT and totals are the
 * server's. Quantities are normalized by normalizeBasket (../basket.ts), not refused.
 */
export const basketQuoteSchema = yup.object({
  publicId: publicIdField(publicProviderMessages.providerNotFound),
  items: yup
    .array(
      yup
        .object({
          serviceId: text(messages.invalidValue).max(128, messages.tooLong).required(messages.invalidValue),
          qty: yup.number().typeError(messages.numberInvalid).required(messages.numberInvalid),
        })
        .typeError(messages.invalidValue)
        .required(),
    )
    .typeError(publicProviderMessages.basketEmpty)
    .max(QUOTE_LINES_MAX, 'Votre panier contient trop de lignes')
    .required(publicProviderMessages.basketEmpty),
});
export type BasketQuoteInput = yup.InferType<typeof basketQuoteSchema>;

/** PUT /api/profile/public-page: the switch and the access mode (set_public_page_settings). */
export const publicPageSettingsSchema = yup.object({
  enabled: yup.boolean().typeError(messages.invalidValue).required(messages.invalidValue),
  mode: yup.mixed<PublicAccessMode>().oneOf([...PUBLIC_ACCESS_MODES], messages.accessMode).required(messages.accessMode),
});
export type PublicPageSettingsInput = yup.InferType<typeof publicPageSettingsSchema>;

/** A catalogue service as a visitor sees it (spec 001 §3 "public provider"). */
export interface PublicProviderService {
  id: string;
  name: string;
  description: string | null;
  unit_price_ht: Cents;
  tva_rate_percent: number;
  unit: string;
}

/** GET ?action=get_page */
export interface PublicProviderPage {
  provider: {
    /** The page's public id. */
    id: string;
    name: string;
    currency: string;
    logo_url: string | null;
    avatar_url: string | null;
    public_access_mode: PublicAccessMode;
    /** Prices carry no VAT (art. 293 B du CGI). */
    vat_franchise: boolean;
    brand_primary_color: string;
    city: string | null;
  };
  services: PublicProviderService[];
  /** The email this browser gave to this page, if any. */
  visitor_email: string | null;
}

/** POST ?action=create_quote_from_basket */
export interface BasketQuoteResult {
  quotePublicId: string;
}

/** GET ?action=get_quote: the read-only quote, and whether the PDF will ask for an email first. */
export interface BasketQuoteView extends PublicQuoteView {
  pdf_email_required: boolean;
}

/** POST ?action=request_pdf: the PDF as a base64 data URL (the page saves it as a file). */
export interface BasketQuotePdf {
  pdfUrl: string;
  fileName: string;
}
