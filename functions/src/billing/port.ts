import type { PaidPlanId, Subscription } from '@devis/domain';

/**
 * The billing port: Stripe (Checkout and the customer portal) in production, the local checkout pages
 * (/fn/billing/local/...) elsewhere. Neither changes a plan by itself: only a verified Stripe webhook or a
 * local page's event does, through services/billing/apply-billing-event.ts.
 */
export interface Billing {
  readonly kind: 'stripe' | 'local';
  /** A payment page for the plan; the browser goes there, then back to successUrl or cancelUrl. */
  startCheckout(input: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Moves a live subscription to another paid plan at once, prorated. The plan is recorded when the billing
   * provider's event says so (applyBillingEvent), as for any change.
   */
  changePlan(input: { uid: string; subscriptionId: string; plan: PaidPlanId }): Promise<void>;
  /** The page where a subscriber cancels, resumes, changes the card and reads the invoices. */
  openPortal(input: { uid: string; customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Ends a subscription at once: no further charge. `creditUnused`: the unused part of the period paid is
   * credited to the customer (a second subscription paid by mistake).
   */
  cancelNow(input: { uid: string; subscriptionId: string; creditUnused?: boolean }): Promise<void>;
}

export interface CheckoutRequest {
  uid: string;
  email: string | null;
  plan: PaidPlanId;
  /** The billing customer the provider already has (a resubscription keeps its invoices together). */
  customerId: string | null;
  /** The end of the provider's free trial when 2 days or more of it remain (Stripe's minimum): the first charge waits until then. */
  trialEnd: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription change, as a verified event states it. */
export interface BillingEvent {
  /** The event's id at the billing provider (evt_…), for logs. */
  id: string;
  /** When the billing provider created the event: an older one never overwrites a newer state. */
  at: string;
  uid: string;
  subscription: Subscription & { customer_id: string; subscription_id: string };
}

/** A webhook call whose signature does not check out: refused, nothing changes. */
export class BillingSignatureError extends Error {
  constructor() {
    super('Invalid billing webhook signature');
    this.name = 'BillingSignatureError';
  }
}
