import { clientSignupSchema, providerRegisterSchema } from '@devis/domain';
import { defineRoute } from './route';
import { registerProvider } from '../services/identity/register-provider';
import { registerClient } from '../services/identity/register-client';
import { resendVerification } from '../services/identity/resend-verification';

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
];
