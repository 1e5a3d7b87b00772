import { defineRoute } from './route';
import { getMe } from '../services/identity/get-me';

export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/me',
    access: 'any',
    // The provider app reads it to know whether to ask for the confirmation.
    requireVerifiedEmail: false,
    handler: (ctx) => getMe(ctx, ctx.caller),
  }),
];
