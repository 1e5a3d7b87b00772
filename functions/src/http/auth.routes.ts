import { defineRoute } from './route';
import { registerProvider, registerProviderSchema } from '../services/identity/register-provider';
import { registerClient, registerClientSchema } from '../services/identity/register-client';
import { resendVerification } from '../services/identity/resend-verification';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register-provider',
    access: 'public',
    schema: registerProviderSchema,
    status: 201,
    handler: (ctx, input) => registerProvider(ctx, input, ctx.requester),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/register-client',
    access: 'public',
    schema: registerClientSchema,
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
