import * as yup from './yup';
import { isPlausibleDay } from '../dates';
import { messages } from './messages';
import { sendMessages } from './send-messages';
import { requiredText } from './text';

/** POST /fn/sendQuote: validUntil empty means the default validity (14 days after sending, Paris days). */
export const sendQuoteSchema = yup.object({
  quoteId: requiredText(128, messages.required),
  validUntil: yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .test('day', messages.dateInvalid, (v) => v == null || isPlausibleDay(v)),
  sendToClientAccount: yup.boolean().typeError(messages.invalidValue).default(false).required(),
});
export type SendQuoteInput = yup.InferType<typeof sendQuoteSchema>;

/** What sendQuote answers. `emailed` is false when the client has no email or the mail failed. */
export interface SendQuoteResult {
  publicLink: string;
  publicId: string;
  validUntil: string;
  version: number;
  emailed: boolean;
}

/** POST /fn/generateQuotePdf */
export const quotePdfRequestSchema = yup.object({
  quoteId: requiredText(128, messages.required),
  format: yup.string().oneOf(['pdf'], 'Format inconnu').default('pdf'),
});
export type QuotePdfRequest = yup.InferType<typeof quotePdfRequestSchema>;

/** The send dialog's validity date: a day strictly before today is refused. */
export function sendValidUntilError(validUntil: string | null, today: string): string | null {
  if (validUntil == null) return null;
  if (!isPlausibleDay(validUntil)) return messages.dateInvalid;
  return validUntil < today ? sendMessages.validUntilPast : null;
}
