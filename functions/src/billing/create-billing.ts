import { isDeployed } from '../runtime-env';
import type { Store } from '../store/port';
import type { Billing } from './port';
import { LocalBilling } from './local-billing';
import { StripeBilling } from './stripe-billing';
import { stripeSecretKey, stripeWebhookSecret } from './stripe-secrets';

/** BILLING=stripe|local; Stripe when deployed, the local checkout pages otherwise. */
export function billingKind(env: NodeJS.ProcessEnv): 'stripe' | 'local' {
  const kind = env['BILLING'] ?? (isDeployed(env) ? 'stripe' : 'local');
  if (kind !== 'stripe' && kind !== 'local') throw new Error(`BILLING must be stripe or local, not ${kind}`);
  return kind;
}

export function createStripeBilling(env: NodeJS.ProcessEnv): StripeBilling {
  return new StripeBilling({
    secretKey: () => env['STRIPE_SECRET_KEY'] ?? stripeSecretKey.value(),
    webhookSecret: () => env['STRIPE_WEBHOOK_SECRET'] ?? stripeWebhookSecret.value(),
    ...(env['STRIPE_TAX_RATE_ID'] ? { taxRateId: env['STRIPE_TAX_RATE_ID'] } : {}),
    ...(env['STRIPE_API_BASE'] ? { apiBase: env['STRIPE_API_BASE'] } : {}),
  });
}

export function createBilling(env: NodeJS.ProcessEnv, deps: { store: Store; now: () => Date; publicOrigin: string }): Billing {
  return billingKind(env) === 'local' ? new LocalBilling(deps) : createStripeBilling(env);
}
