import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, messages } from '@devis/domain';

/** Contact form; no server receives it yet, so the rules live with the form. */
export const contactSchema = yup.object({
  name: yup.string().trim().max(120, messages.tooLong).required(messages.nameRequired),
  email: yup.string().trim().max(EMAIL_MAX_LENGTH, messages.tooLong).email(messages.email).required("L'email est requis"),
  company: yup.string().trim().max(200, messages.tooLong),
  message: yup
    .string()
    .trim()
    .min(10, 'Votre message doit contenir au moins 10 caractères')
    .max(5000, messages.tooLong)
    .required('Le message est requis'),
});

export type ContactInput = yup.InferType<typeof contactSchema>;
