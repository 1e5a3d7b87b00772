import * as yup from '../schemas/yup';
import { messages } from '../schemas/messages';
import { idempotencyKey, text } from '../schemas/text';
import { EMAIL_MAX_LENGTH } from '../constants';
import { isPublicEmail, PUBLIC_TOKEN_MAX_LENGTH } from '../schemas/public';
import { publicQuoteMessages } from '../schemas/public-messages';
import { MESSAGE_MAX_LENGTH, conversationMessages } from './texts';

/** Made by the composer once per draft: sending it again (a retry after a lost answer) stores it once. */
const messageKey = idempotencyKey(conversationMessages.invalidKey);

/** POST a message (provider, client): the content trimmed must not be empty. */
export const sendMessageSchema = yup.object({
  content: text()
    .max(MESSAGE_MAX_LENGTH, conversationMessages.tooLong)
    .required(conversationMessages.empty),
  message_key: messageKey,
});
export type SendMessageInput = yup.InferType<typeof sendMessageSchema>;

/**
 * POST a public chat message on a quote link: `t` proves the link, `email` is needed for the first
 * message when the browser's signed cookie knows none (then 'Email requis'); trimmed and lower-cased.
 */
export const publicChatMessageSchema = yup.object({
  t: text(publicQuoteMessages.invalidLink).max(PUBLIC_TOKEN_MAX_LENGTH, publicQuoteMessages.invalidLink).required(publicQuoteMessages.tokenMissing),
  email: text(messages.publicEmail)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() || null : v))
    .max(EMAIL_MAX_LENGTH, messages.publicEmail)
    .test('public-email', messages.publicEmail, (v) => v == null || isPublicEmail(v))
    .nullable()
    .default(null),
  body: text()
    .max(MESSAGE_MAX_LENGTH, conversationMessages.tooLong)
    .required(conversationMessages.empty),
  message_key: messageKey,
});
export type PublicChatMessageInput = yup.InferType<typeof publicChatMessageSchema>;
