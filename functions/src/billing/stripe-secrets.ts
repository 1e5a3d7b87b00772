import { defineSecret } from 'firebase-functions/params';

/** Bound to `api` (checkout, portal, cancel on account deletion) and `billing` (webhook); read only when BILLING=stripe. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the webhook endpoint https://<site>/fn/billing/stripe/webhook (whsec_…). */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
