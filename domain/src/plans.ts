/**
 * Plans, shared by the pricing page, the provider app and the server (which alone enforces them).
 * Spec 000 §9: a 14-day trial with every premium feature and no card, then the Free plan (5 quotes a
 * month), or a paid plan with unlimited quotes.
 */
import { FREE_PLAN_QUOTES_PER_MONTH, FREE_TRIAL_DAYS } from './constants';
import { formatLongDate, parisDay } from './dates';
import type { Cents } from './money';

export const PAID_PLAN_IDS = ['pro', 'business'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
/** What a provider is on at a given instant. */
export type PlanKind = 'trial' | 'free' | PaidPlanId;

export interface PlanOffer {
  id: 'free' | PaidPlanId;
  name: string;
  /** Monthly price excluding VAT, in cents: what the pricing page shows and what checkout charges. */
  monthlyPriceHt: Cents;
  /** Quotes a provider may create per Paris calendar month; null: unlimited. */
  quotesPerMonth: number | null;
  /** Automatic reminders before a quote expires (a premium feature, in the trial too). */
  reminders: boolean;
}

export const FREE_PLAN: PlanOffer = { id: 'free', name: 'Free', monthlyPriceHt: 0, quotesPerMonth: FREE_PLAN_QUOTES_PER_MONTH, reminders: false };
export const PAID_PLANS: Record<PaidPlanId, PlanOffer> = {
  pro: { id: 'pro', name: 'Pro', monthlyPriceHt: 1900, quotesPerMonth: null, reminders: true },
  business: { id: 'business', name: 'Business', monthlyPriceHt: 3900, quotesPerMonth: null, reminders: true },
};
/**
 * What each offer adds, as the pricing page and the in-app plan cards list it (one list: they cannot tell two
 * stories). Logo, colours and live tracking are in every plan, Free included.
 */
export const PLAN_FEATURES: Record<PlanOffer['id'], readonly string[]> = {
  free: [
    'Génération PDF instantanée, à vos couleurs et avec votre logo',
    'Envoi par email avec lien sécurisé',
    'Acceptation en ligne et suivi des réponses en temps réel',
    'Portail client et demandes de devis',
    'Catalogue de prestations',
    'Export de toutes vos données (JSON, CSV, PDF)',
  ],
  pro: ['Tout le plan Free', 'Devis illimités', 'Relances automatiques avant expiration', 'Support par email en français'],
  business: ['Tout le plan Pro', 'Support prioritaire', 'Intégration tableur et stockage cloud (bientôt)'],
};

/** The offers in the order the pricing page lists them. */
export const PLAN_OFFERS: PlanOffer[] = [FREE_PLAN, PAID_PLANS.pro, PAID_PLANS.business];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** Stripe's subscription statuses (the local checkout uses the same). */
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';

/** A provider's subscription as the last verified billing event left it. */
export interface Subscription {
  plan: PaidPlanId;
  status: SubscriptionStatus;
  /** The end of the period paid for (ISO instant), when known. */
  current_period_end: string | null;
  /** Cancelled by the provider: the plan stays until current_period_end, then the Free plan applies. */
  cancel_at_period_end: boolean;
}

/**
 * Statuses that keep the paid plan: active, in Stripe's own trial, or past due while Stripe retries the
 * payment (its dunning ends in `canceled` or `unpaid`, which do not).
 */
export function subscriptionIsLive(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** The instant the free trial ends: 14 days after the account was created. */
export function trialEndsAt(accountCreatedAt: string): string {
  return new Date(Date.parse(accountCreatedAt) + FREE_TRIAL_DAYS * 86_400_000).toISOString();
}

/** The plan in force: a live subscription, else the trial while it lasts, else Free. */
export function currentPlan(input: { accountCreatedAt: string; subscription: Subscription | null }, now: Date): PlanKind {
  if (input.subscription && subscriptionIsLive(input.subscription.status)) return input.subscription.plan;
  return planWithoutSubscription(trialEndsAt(input.accountCreatedAt), now);
}

/** The plan of an account without a live subscription at an instant: the trial until it ends, then Free. */
export function planWithoutSubscription(trialEnd: string, at: Date): 'trial' | 'free' {
  return at.getTime() < Date.parse(trialEnd) ? 'trial' : 'free';
}

/** Whether a plan limits quotes (only Free) and includes reminders (all but Free). */
export function planLimitsQuotes(plan: PlanKind): boolean {
  return plan === 'free';
}
export function planIncludesReminders(plan: PlanKind): boolean {
  return plan !== 'free';
}

/** Whole days of trial left, counting a started day (0 once it has ended). */
export function trialDaysLeft(trialEnd: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(trialEnd) - now.getTime()) / 86_400_000));
}

/** The Paris calendar month of an instant, 'yyyy-MM': the Free plan's quota resets with it. */
export function parisMonth(now: Date): string {
  return parisDay(now).slice(0, 7);
}

/** GET /api/billing: where the provider stands. */
export interface PlanStatus {
  plan: PlanKind;
  plan_name: string;
  trial_ends_at: string;
  trial_days_left: number;
  /** 'yyyy-MM' (Paris) */
  month: string;
  /** Quotes counted against the Free plan this month (created while on it). */
  quotes_counted: number;
  /** 5 on the Free plan; null when the plan does not limit quotes. */
  quotes_limit: number | null;
  reminders_included: boolean;
  subscription: Subscription | null;
  /** The provider has a billing account: the customer portal can manage it. */
  can_manage_billing: boolean;
}

export const planMessages = {
  quotaReached: `Vous avez atteint la limite du plan Free : ${FREE_PLAN_QUOTES_PER_MONTH} devis sur ${FREE_PLAN_QUOTES_PER_MONTH} ce mois-ci. Passez à un plan payant pour créer des devis en illimité, ou attendez le mois prochain.`,
  usage: (used: number, limit: number) => `${used} devis sur ${limit} ce mois-ci`,
  trialLeft: (days: number) => (days <= 1 ? 'Dernier jour' : `${days} jours restants`),
  afterTrial: `Ensuite, plan Free : ${FREE_PLAN_QUOTES_PER_MONTH} devis par mois, sans relances automatiques.`,
  alreadySubscribed: 'Vous avez déjà un abonnement en cours : gérez-le depuis votre espace de facturation.',
  noBillingAccount: "Vous n'avez pas encore d'abonnement.",
  checkoutFailed: "Impossible d'ouvrir le paiement, veuillez réessayer",
  portalFailed: "Impossible d'ouvrir l'espace de facturation, veuillez réessayer",
  planInvalid: 'Plan inconnu',
  noLiveSubscription: "Vous n'avez pas d'abonnement en cours : choisissez un plan.",
  samePlan: 'Vous êtes déjà sur ce plan.',
  changeFailed: 'Impossible de changer de plan, veuillez réessayer',
  changed: (name: string) => `Vous êtes maintenant sur le plan ${name}.`,
  changeTerms: (name: string, price: string) =>
    `Votre abonnement passe au plan ${name} (${price} HT / mois) dès maintenant. La différence pour la période en cours est calculée au prorata sur votre prochaine facture.`,
  /** `trialEnd`: the period ends while the free trial still runs (the account goes back to it); null: the Free plan follows. */
  cancelledUntil: (name: string, end: string, trialEnd: string | null = null) =>
    `Abonnement résilié : le plan ${name} reste actif jusqu'au ${formatLongDate(end)}, puis ${
      trialEnd ? `essai gratuit jusqu'au ${formatLongDate(trialEnd)}, puis plan Free` : 'plan Free'
    }.`,
  renewsOn: (end: string) => `Renouvellement le ${formatLongDate(end)}.`,
  firstChargeOn: (end: string) => `Premier prélèvement le ${formatLongDate(end)}, à la fin de votre essai.`,
} as const;

/** The summary under the plan's title on the dashboard and the profile: what it gives, and what comes next. */
export function planSummary(status: PlanStatus, now: Date = new Date()): string {
  switch (status.plan) {
    case 'trial':
      return `${planMessages.trialLeft(status.trial_days_left)} : devis illimités jusqu'au ${formatLongDate(status.trial_ends_at)}. ${planMessages.afterTrial}`;
    case 'free':
      return planMessages.usage(Math.min(status.quotes_counted, status.quotes_limit ?? 0), status.quotes_limit ?? 0);
    default: {
      const s = status.subscription;
      const end = s?.current_period_end;
      if (!s || !end || Date.parse(end) <= now.getTime()) return 'Devis illimités.';
      if (s.cancel_at_period_end) {
        const next = planWithoutSubscription(status.trial_ends_at, new Date(end));
        return planMessages.cancelledUntil(status.plan_name, end, next === 'trial' ? status.trial_ends_at : null);
      }
      return `Devis illimités. ${s.status === 'trialing' ? planMessages.firstChargeOn(end) : planMessages.renewsOn(end)}`;
    }
  }
}
