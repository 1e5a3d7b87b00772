import * as yup from './yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from './messages';
import { optionalLine, optionalTextField as optionalText, requiredLine, text, toLowerCase, untrimmedText } from './text';

const email = text(messages.email)
  .transform(toLowerCase)
  .max(255, messages.tooLong)
  .email(messages.email)
  .required(messages.required);
const password = untrimmedText().required(messages.required);

export const loginSchema = yup.object({ email, password });
export type LoginInput = yup.InferType<typeof loginSchema>;

/** A password an account may be given (sign-up, reset). */
const newPassword = password.min(PASSWORD_MIN_LENGTH, messages.passwordMin).max(128, messages.tooLong);

export const providerRegisterSchema = yup.object({
  company_name: requiredLine(200, messages.companyRequired),
  email,
  password: newPassword,
});
export type ProviderRegisterInput = yup.InferType<typeof providerRegisterSchema>;

export const clientSignupSchema = yup.object({
  email,
  password: newPassword,
  name: requiredLine(200, messages.nameRequired),
  company_name: optionalLine(200),
  phone: optionalText(40),
});
export type ClientSignupInput = yup.InferType<typeof clientSignupSchema>;

/** 'Mot de passe oublié ?': the address that gets the link. */
export const passwordResetRequestSchema = yup.object({ email });
export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;

/** The reset link's page: the new password, typed twice. */
export const newPasswordSchema = yup.object({
  password: newPassword,
  confirmation: untrimmedText()
    .required(messages.required)
    .oneOf([yup.ref('password')], messages.passwordsDiffer),
});
