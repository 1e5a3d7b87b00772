import * as yup from 'yup';
import { DEFAULT_COUNTRY } from '../constants';
import { messages } from './messages';
import { optionalText } from './auth';

/** A provider's client, as the create/edit dialog and the API accept it. */
export const clientSchema = yup.object({
  company_name: yup.string().trim().max(200, messages.tooLong).required(messages.companyRequired),
  contact_name: optionalText(200),
  email: optionalText(255).lowercase().email(messages.email),
  phone: optionalText(40),
  address: optionalText(300),
  postal_code: optionalText(20),
  city: optionalText(120),
  country: yup
    .string()
    .trim()
    .max(120, messages.tooLong)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : DEFAULT_COUNTRY))
    .default(DEFAULT_COUNTRY)
    .required(),
});
export type ClientInput = yup.InferType<typeof clientSchema>;
