import * as yup from './yup';
import { EMAIL_MAX_LENGTH } from '../constants';
import { messages } from './messages';
import { optionalLine, requiredLine, text, toLowerCase } from './text';

/** The landing's contact form (POST /api/public/contact): the form and the server check it alike. */
export const contactSchema = yup.object({
  name: requiredLine(120, messages.nameRequired),
  email: text(messages.email).transform(toLowerCase).max(EMAIL_MAX_LENGTH, messages.tooLong).email(messages.email).required("L'email est requis"),
  company: optionalLine(200),
  message: text().min(10, 'Votre message doit contenir au moins 10 caractères').max(5000, messages.tooLong).required('Le message est requis'),
});
export type ContactInput = yup.InferType<typeof contactSchema>;

/** The confirmation the form shows once the server has taken the message. */
export const CONTACT_CONFIRMATION = 'Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.';
