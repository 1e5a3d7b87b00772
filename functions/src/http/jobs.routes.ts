import { defineRoute } from './route';
import { expireQuotes } from '../jobs/expire-quotes';

export const jobRoutes = [
  defineRoute({
    method: 'post',
    path: '/jobs/expire-quotes',
    access: 'provider',
    // Only the caller's quotes: the scheduled run covers everyone.
    handler: (ctx) => expireQuotes(ctx, { userId: ctx.caller.uid }),
  }),
];
