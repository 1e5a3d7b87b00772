import { changePlanSchema, checkoutSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getOwnPlanStatus } from '../services/billing/get-plan-status';
import { changePlan } from '../services/billing/change-plan';
import { openBillingPortal, startCheckout } from '../services/billing/start-checkout';

export const billingRoutes = [
  defineRoute({
    method: 'get',
    path: '/billing',
    access: 'provider',
    handler: (ctx) => getOwnPlanStatus(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/checkout',
    access: 'provider',
    schema: checkoutSchema,
    handler: (ctx, input) => startCheckout(ctx, ctx.caller, input.plan),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/change-plan',
    access: 'provider',
    schema: changePlanSchema,
    handler: (ctx, input) => changePlan(ctx, ctx.caller, input.plan),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/portal',
    access: 'provider',
    handler: (ctx) => openBillingPortal(ctx, ctx.caller),
  }),
];
