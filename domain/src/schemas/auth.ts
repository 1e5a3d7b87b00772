import * as yup from './yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from './messages';

const email = yup.string().trim().lowercase().max(255, messages.tooLong).email(messages.email).required(messages.required);
const password = yup.string().required(messages.required);

export const loginSchema = yup.object({ email, password });
export type LoginInput = yup.InferType<typeof loginSchema>;

/** A password an account may be given (sign-up, reset). */
const newPassword = password.min(PASSWORD_MIN_LENGTH, messages.passwordMin).max(128, messages.tooLong);

export const providerRegisterSchema = yup.object({
  company_name: yup.string().trim().max(200, messages.tooLong).required(messages.companyRequired),
  email,
  password: newPassword,
});
export type ProviderRegisterInput = yup.InferType<typeof providerRegisterSchema>;

/** Empty optional fields are stored as null. */
const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, messages.tooLong)
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v));

export const clientSignupSchema = yup.object({
  email,
  password: newPassword,
  name: yup.string().trim().max(200, messages.tooLong).required(messages.nameRequired),
  company_name: optionalText(200),
  phone: optionalText(40),
});
export type ClientSignupInput = yup.InferType<typeof clientSignupSchema>;

/** 'Mot de passe oublié ?': the address that gets the link. */
export const passwordResetRequestSchema = yup.object({ email });
export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;

/** The reset link's page: the new password, typed twice. */
export const newPasswordSchema = yup.object({
  password: newPassword,
  confirmation: yup
    .string()
    .required(messages.required)
    .oneOf([yup.ref('password')], messages.passwordsDiffer),
});

export { optionalText };
