import { currentPlan, type PlanKind, type Subscription } from '@devis/domain';
import type { Reader } from '../../store/port';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';

/** `subscriptions/{uid}`: written only by verified billing events (services/billing/apply-billing-event.ts). */
export const SUBSCRIPTIONS = 'subscriptions';

export interface SubscriptionDoc extends Subscription {
  user_id: string;
  /** The billing provider's customer and subscription ids (Stripe's cus_…, sub_…; local_… locally). */
  customer_id: string;
  subscription_id: string;
  /** The instant of the last event applied: an older event arriving late is ignored. */
  event_at: string;
  updated_at: string;
  [key: string]: unknown;
}

export interface ProviderPlan {
  plan: PlanKind;
  /** The account's creation (the profile's): the trial runs 14 days from it. */
  accountCreatedAt: string;
  subscription: SubscriptionDoc | null;
  /** Whether the profile still says its email is unconfirmed (read with the plan: GET /api/billing lists it). */
  emailUnconfirmed: boolean;
}

/**
 * The plan in force for a provider: 2 reads (profile, subscription). A provider without a profile yet
 * (it is made on first use) is at the start of its trial.
 */
export async function readProviderPlan(reader: Reader, uid: string, now: Date): Promise<ProviderPlan> {
  const [profile, subscription] = await Promise.all([
    reader.get<ProfileDoc>(PROFILES, uid),
    reader.get<SubscriptionDoc>(SUBSCRIPTIONS, uid),
  ]);
  const accountCreatedAt = profile?.created_at ?? now.toISOString();
  return { plan: currentPlan({ accountCreatedAt, subscription }, now), accountCreatedAt, subscription, emailUnconfirmed: profile?.email_verified === false };
}
