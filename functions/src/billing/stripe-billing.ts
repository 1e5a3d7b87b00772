import type Stripe from 'stripe';
import { PAID_PLANS, isPaidPlanId, type PaidPlanId, type SubscriptionStatus } from '@devis/domain';
import { BillingSignatureError, type Billing, type BillingEvent, type CheckoutRequest } from './port';

export interface StripeBillingOptions {
  /** Read on first use (secrets bound to the function). */
  secretKey: () => string;
  webhookSecret: () => string;
  /** A Stripe tax rate (French VAT 20 %, exclusive) added to the subscription line, when configured. */
  taxRateId?: string;
  /** Tests: a local fake of Stripe's HTTP API, e.g. http://127.0.0.1:4242 */
  apiBase?: string;
}

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/** A plan's monthly price as Stripe takes it: the amount of PAID_PLANS, excluding VAT. */
function monthlyPrice(plan: PaidPlanId) {
  return { currency: 'eur', unit_amount: PAID_PLANS[plan].monthlyPriceHt, tax_behavior: 'exclusive', recurring: { interval: 'month' } } as const;
}

/**
 * Stripe Checkout (mode subscription) with the price of @devis/domain's PAID_PLANS (price_data: the
 * amount never lives in a second place), the customer portal, and webhook events verified with the
 * endpoint's signing secret.
 */
export class StripeBilling implements Billing {
  readonly kind = 'stripe';
  private client: Stripe | null = null;

  constructor(private readonly options: StripeBillingOptions) {}

  /** Loaded and made on first use: a cold start of a function that never bills pays neither the SDK nor the secret. */
  private get stripe(): Stripe {
    if (!this.client) {
      const base = this.options.apiBase ? new URL(this.options.apiBase) : null;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const StripeSdk = require('stripe') as typeof Stripe;
      this.client = new StripeSdk(this.options.secretKey(), {
        maxNetworkRetries: 2,
        timeout: 15_000,
        ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
      });
    }
    return this.client;
  }

  async startCheckout(input: CheckoutRequest): Promise<{ url: string }> {
    const offer = PAID_PLANS[input.plan];
    const trialEnd = input.trialEnd ? Math.floor(Date.parse(input.trialEnd) / 1000) : null;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      locale: 'fr',
      client_reference_id: input.uid,
      ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: { ...monthlyPrice(input.plan), product_data: { name: `Devis ${offer.name}` } },
          ...this.taxRates(),
        },
      ],
      subscription_data: { metadata: { uid: input.uid, plan: input.plan }, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      metadata: { uid: input.uid, plan: input.plan },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    return { url: session.url };
  }

  async openPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl, locale: 'fr' });
    return { url: session.url };
  }

  async changePlan(input: { uid: string; subscriptionId: string; plan: PaidPlanId }): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(input.subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${input.subscriptionId} has no item`);
    await this.stripe.subscriptions.update(input.subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: { ...monthlyPrice(input.plan), product: await this.productOf(input.plan) },
          ...this.taxRates(),
        },
      ],
      // The webhook reads the plan from here (verifyWebhook).
      metadata: { uid: input.uid, plan: input.plan },
      proration_behavior: 'create_prorations',
    });
  }

  /** French VAT on the subscription line, when a tax rate is configured. */
  private taxRates(): { tax_rates?: string[] } {
    return this.options.taxRateId ? { tax_rates: [this.options.taxRateId] } : {};
  }

  /** A subscription item's price names an existing product (unlike Checkout's product_data): one per plan, made on first use. */
  private async productOf(plan: PaidPlanId): Promise<string> {
    const id = `devis_${plan}`;
    try {
      return (await this.stripe.products.retrieve(id)).id;
    } catch (e) {
      if ((e as { code?: string }).code !== 'resource_missing') throw e;
      return (await this.stripe.products.create({ id, name: `Devis ${PAID_PLANS[plan].name}` })).id;
    }
  }

  async cancelNow(input: { subscriptionId: string; creditUnused?: boolean }): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(input.subscriptionId, input.creditUnused ? { prorate: true, invoice_now: true } : {});
    } catch (e) {
      // Already canceled or gone: nothing left to charge.
      if ((e as { code?: string }).code !== 'resource_missing') throw e;
    }
  }

  /**
   * The subscription change a webhook call carries, once its signature is checked (BillingSignatureError
   * otherwise: missing, wrong secret, altered body, or older than Stripe's 5-minute tolerance). null: an
   * event we do not act on, or a subscription not made by our checkout (no uid in its metadata).
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent | null {
    if (!signature) throw new BillingSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret());
    } catch {
      throw new BillingSignatureError();
    }
    if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
    const sub = event.data.object as Stripe.Subscription;
    const uid = sub.metadata?.['uid'];
    const plan = sub.metadata?.['plan'];
    if (!uid || !isPaidPlanId(plan)) return null;
    const periodEnd = sub.items?.data?.[0]?.current_period_end ?? null;
    return {
      id: event.id,
      at: new Date(event.created * 1000).toISOString(),
      uid,
      subscription: {
        plan,
        status: (event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status) as SubscriptionStatus,
        current_period_end: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
        cancel_at_period_end: sub.cancel_at_period_end || sub.cancel_at !== null,
        customer_id: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
        subscription_id: sub.id,
      },
    };
  }
}
