import { defineRoute } from './route';
import { getDashboard } from '../services/dashboard/get-dashboard';

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/dashboard',
    access: 'provider',
    handler: (ctx) => getDashboard(ctx, ctx.caller.uid),
  }),
];
