import { ApiError } from '@devis/platform';
import { queryOptions, useMutation, useQueryClient } from '@devis/platform/query';
import { browser } from '../lib/browser';
import { sessionApi } from '@devis/platform/session';
import { planMessages, type PaidPlanId, type PlanStatus } from '@devis/domain';

// The provider's plan and subscription (API.md "Plans and billing"). Creating a quote changes this month's count:
// quote mutations invalidate `billingKeys.all` too.

export const billingKeys = {
  all: ['billing'] as const,
};

export function getPlanStatus(): Promise<PlanStatus> {
  return sessionApi.get<PlanStatus>('/api/billing');
}

/** The payment page of a paid plan (Stripe Checkout, or the local checkout page in `npm start`). */
export function startCheckout(plan: PaidPlanId): Promise<{ url: string }> {
  return sessionApi.post<{ url: string }>('/api/billing/checkout', { plan });
}

/** Pro ↔ Business for a live subscription, at once and prorated. */
export function changePlan(plan: PaidPlanId): Promise<{ plan: PaidPlanId }> {
  return sessionApi.post<{ plan: PaidPlanId }>('/api/billing/change-plan', { plan });
}

/** The billing portal: cancel, resume, card, invoices. */
export function openBillingPortal(): Promise<{ url: string }> {
  return sessionApi.post<{ url: string }>('/api/billing/portal');
}

export const planStatusQuery = () =>
  queryOptions({ queryKey: billingKeys.all, queryFn: getPlanStatus, meta: { errorMessage: 'Impossible de charger votre abonnement' } });

/** A creation refused by the Free plan's limit shows the server's words (what to do); other failures `fallback`. */
export const planLimitOr = (fallback: string) => (error: Error) => (error instanceof ApiError && error.status === 402 ? error.message : fallback);

/** Leaves the app for the billing provider's page; the plan changes when its verified event arrives. */
function goTo({ url }: { url: string }) {
  browser.assign(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    meta: { errorMessage: (error) => error.message || planMessages.checkoutFailed },
    onSuccess: goTo,
  });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    meta: { errorMessage: (error) => error.message || planMessages.changeFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    meta: { errorMessage: (error) => error.message || planMessages.portalFailed },
    onSuccess: goTo,
  });
}
