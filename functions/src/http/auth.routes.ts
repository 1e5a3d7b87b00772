import { clientSignupSchema, passwordResetRequestSchema, providerRegisterSchema } from '@devis/domain';
import { defineRoute } from './route';
import { registerProvider } from '../services/identity/register-provider';
import { registerClient } from '../services/identity/register-client';
import { resendVerification } from '../services/identity/resend-verification';
import { requestPasswordReset } from '../services/identity/request-password-reset';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register-provider',
    access: 'public',
    schema: providerRegisterSchema,
    status: 201,
    handler: (ctx, input) => registerProvider(ctx, input, ctx.requester),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/register-client',
    access: 'public',
    schema: clientSignupSchema,
    status: 201,
    handler: (ctx, input) => registerClient(ctx, input, ctx.requester),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/resend-verification',
    access: 'provider',
    // This is how an unconfirmed provider gets a new link.
    requireVerifiedEmail: false,
    handler: (ctx) => resendVerification(ctx, ctx.caller, ctx.requester),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/password-reset',
    access: 'public',
    schema: passwordResetRequestSchema,
    // 204 whether or not an account has this address.
    handler: (ctx, input) => requestPasswordReset(ctx, input, ctx.requester),
  }),
];
