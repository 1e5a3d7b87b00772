import * as yup from './yup';
import { AVATAR_MAX_BYTES, DEFAULT_BRAND_COLORS, LOGO_MAX_BYTES, LOGO_TYPES, DEFAULT_COUNTRY, DEFAULT_PAYMENT_TERMS } from '../constants';
import { isValidBic, isValidIban, normalizeBankCode } from '../bank';
import { isValidVatNumber } from '../vat-number';
import { messages } from './messages';
import { ifString, optionalLine, optionalTextField as optionalText, requiredLine, requiredText, text, textWithDefault, toLowerCase } from './text';
import { vatRatePercent } from './service';

export const PUBLIC_ACCESS_MODES = ['ACCESS_ON_EMAIL', 'DOWNLOAD_ON_EMAIL'] as const;
export type PublicAccessMode = (typeof PUBLIC_ACCESS_MODES)[number];
export const DEFAULT_PUBLIC_ACCESS_MODE: PublicAccessMode = 'ACCESS_ON_EMAIL';

const color = (fallback: string) =>
  textWithDefault(7, fallback).matches(/^#[0-9A-Fa-f]{6}$/, messages.color).transform(ifString((v) => v.toUpperCase()));

const bankCode = (message: string, isValid: (v: string) => boolean) =>
  optionalText(50)
    .transform(ifString(normalizeBankCode))
    .test('bank-code', message, (v) => v == null || isValid(v));

/**
 * The largest logo and avatar, in pixels on each side, read from the file's header before it is accepted: a small
 * file can hold an image of gigabytes once decoded. A logo is drawn at most 140 × 60 pt on a PDF (2000 px is
 * 14 times that); an avatar takes a phone's photo (4032 × 3024).
 */
export const LOGO_MAX_SIDE = 2000;
export const AVATAR_MAX_SIDE = 4096;

/** The profile's own refusals (the messages shared by several forms are in ./messages). */
export const profileMessages = {
  logoPixels: `Le logo est trop grand : ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels au plus`,
  avatarPixels: `L'image est trop grande : ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels au plus`,
  logoUploadOnly: 'Le logo se change en téléversant une image PNG ou JPEG',
} as const;

/**
 * What the profile screen saves (PUT /api/profile). The public page (switch, mode, id) has its own routes.
 * `logo_url` is the server's (set by POST /api/profile/logo): it may only be sent back unchanged, or null to
 * remove the logo; any other address is refused (the service compares it with the stored one).
 */
export const profileSchema = yup.object({
  company_name: requiredLine(200, messages.companyRequired),
  company_address: optionalText(300),
  company_city: optionalLine(120),
  company_postal_code: optionalText(20),
  company_country: textWithDefault(120, DEFAULT_COUNTRY),
  legal_form: optionalLine(200),
  siret: optionalText(30)
    .transform(ifString((v) => v.replace(/\s/g, '')))
    .matches(/^\d{14}$/, { message: messages.siret, excludeEmptyString: true }),
  tva_intracom: optionalText(30)
    .transform(ifString((v) => normalizeBankCode(v).replace(/[.-]/g, '')))
    .test('vat-number', messages.vatNumber, (v) => v == null || isValidVatNumber(v)),
  vat_franchise: yup.boolean().typeError(messages.invalidValue).default(false).required(),
  tva_rate_percent: vatRatePercent.required(),
  iban: bankCode(messages.iban, isValidIban),
  bic: bankCode(messages.bic, isValidBic),
  logo_url: optionalText(2000).matches(/^https?:\/\/[^\s]+$/i, { message: messages.logoUrl, excludeEmptyString: true }),
  brand_primary_color: color(DEFAULT_BRAND_COLORS.primary),
  brand_secondary_color: color(DEFAULT_BRAND_COLORS.secondary),
  brand_accent_color: color(DEFAULT_BRAND_COLORS.accent),
  quote_footer_text: optionalText(2000),
  quote_terms_conditions: optionalText(10000),
  quote_payment_terms: textWithDefault(500, DEFAULT_PAYMENT_TERMS),
  show_logo_on_quotes: yup.boolean().typeError(messages.invalidValue).default(true).required(),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;

/** Bytes encoded by a base64 string (without decoding it). */
export function base64DecodedSize(base64: string): number {
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/** Why an avatar file is refused, or null when it is fine (spec: images only, 5 MB at most). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return messages.imageType;
  if (file.size > AVATAR_MAX_BYTES) return messages.imageSize;
  return null;
}

/** The logo picked for upload, checked before it is read: PNG or JPEG (what a PDF embeds), 512 KB at most. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return messages.logoType;
  if (file.size > LOGO_MAX_BYTES) return messages.logoSize;
  return null;
}

/** POST /api/profile/avatar and /api/profile/logo: the image as base64 (the browser reads the File). */
export const avatarUploadSchema = yup.object({
  contentType: requiredText(100, messages.imageType).transform(toLowerCase),
  dataBase64: text(messages.imageType).required(messages.imageType),
});
export type AvatarUploadInput = yup.InferType<typeof avatarUploadSchema>;
