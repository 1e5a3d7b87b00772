import * as yup from './yup';
import { DEFAULT_COUNTRY } from '../constants';
import { messages } from './messages';
import { optionalTextField as optionalText, requiredText, textWithDefault } from './text';

/** A provider's client, as the create/edit dialog and the API accept it. */
export const clientSchema = yup.object({
  company_name: requiredText(200, messages.companyRequired),
  contact_name: optionalText(200),
  email: optionalText(255)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .email(messages.email),
  phone: optionalText(40),
  address: optionalText(300),
  postal_code: optionalText(20),
  city: optionalText(120),
  country: textWithDefault(120, DEFAULT_COUNTRY),
});
export type ClientInput = yup.InferType<typeof clientSchema>;
