import * as yup from './yup';
import { PAID_PLAN_IDS, planMessages, type PaidPlanId } from '../plans';

/** POST /api/billing/checkout */
export const checkoutSchema = yup.object({
  plan: yup.mixed<PaidPlanId>().oneOf([...PAID_PLAN_IDS], planMessages.planInvalid).required(planMessages.planInvalid),
});
export type CheckoutInput = yup.InferType<typeof checkoutSchema>;

/** POST /api/billing/change-plan: the other paid plan, for a live subscription. */
export const changePlanSchema = checkoutSchema;
