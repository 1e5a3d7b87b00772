import * as yup from './yup';
import { DEFAULT_COUNTRY } from '../constants';
import { messages } from './messages';
import { optionalLine, optionalTextField as optionalText, requiredLine, textWithDefault, toLowerCase } from './text';

/** A provider's client, as the create/edit dialog and the API accept it. */
export const clientSchema = yup.object({
  company_name: requiredLine(200, messages.companyRequired),
  contact_name: optionalLine(200),
  email: optionalText(255)
    .transform(toLowerCase)
    .email(messages.email),
  phone: optionalText(40),
  address: optionalText(300),
  postal_code: optionalText(20),
  city: optionalLine(120),
  country: textWithDefault(120, DEFAULT_COUNTRY),
});
export type ClientInput = yup.InferType<typeof clientSchema>;
