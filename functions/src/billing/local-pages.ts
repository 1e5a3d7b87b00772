import { PAID_PLANS, formatLongDate, formatMoney, planMessages, subscriptionIsLive } from '@devis/domain';
import { billingReturnUrl } from '../services/billing/start-checkout';
import { escapeHtml } from '../mail/escape-html';
import type { SubscriptionDoc } from '../services/plans/plan-record';
import type { LocalBillingSessionDoc } from './local-billing';
import { FAVICON_LINK } from '../shell/favicon';

const STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;background:#F1F5F9;color:#0F172A}
main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 20px 40px -24px rgba(15,23,42,.35)}
.banner{background:#FEF3C7;color:#92400E;border-radius:8px;padding:10px 14px;font-size:.9rem;margin-bottom:24px}
h1{font-size:1.4rem;margin:0 0 4px}.price{font-size:2rem;font-weight:800;margin:16px 0 4px}.muted{color:#475569}
form{margin:0}button{font:inherit;width:100%;padding:12px 16px;border-radius:10px;border:1px solid #CBD5E1;background:#fff;cursor:pointer;margin-top:12px}
button.primary{background:#2563EB;border-color:#2563EB;color:#fff;font-weight:600}button:focus-visible{outline:3px solid #93C5FD;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#475569}dd{margin:0;font-weight:600}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:24px}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${FAVICON_LINK}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Environnement local : paiement de démonstration, aucune carte n'est débitée.</p>
${body}</main></body></html>`;
}

const button = (action: string, label: string, primary = false) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;

/**
 * Local only: ends the free trial now, so the Free plan can be tried (local-billing.ts endLocalTrial). Shown
 * while the account is in its trial.
 */
const endTrialButton = (action: string) =>
  `${button(action, "Simuler la fin de l'essai")}
<p class="muted" style="font-size:.85rem">Environnement local : l'essai gratuit se termine maintenant (le compte est daté de 14 jours plus tôt) et le plan Free s'applique, sans abonnement.</p>`;

/** Stands in for Stripe Checkout. `inTrial`: the account is in its free trial (the trial's end can be simulated). */
export function checkoutPage(base: string, id: string, session: LocalBillingSessionDoc, inTrial = false): string {
  const offer = PAID_PLANS[session.plan!];
  const firstCharge = session.trial_end ? `<p class="muted">${escapeHtml(planMessages.firstChargeOn(session.trial_end))}</p>` : '';
  return page(
    `Abonnement ${offer.name}`,
    `<h1>Abonnement Devis ${escapeHtml(offer.name)}</h1>
<p class="muted">Devis illimités et relances automatiques. Sans engagement, résiliable à tout moment.</p>
<p class="price">${escapeHtml(formatMoney(offer.monthlyPriceHt))} <span class="muted" style="font-size:1rem;font-weight:400">HT / mois</span></p>
<p class="muted">TVA de 20 % en sus.</p>
${firstCharge}
${button(`${base}/checkout/${id}/pay`, "Payer et s'abonner", true)}
${button(`${base}/checkout/${id}/cancel`, 'Annuler et revenir à Devis')}
${inTrial ? endTrialButton(`${base}/checkout/${id}/end-trial`) : ''}`,
  );
}

/** Stands in for Stripe's customer portal. `inTrial`: the account is back in its free trial (the trial's end can be simulated). */
export function portalPage(base: string, id: string, subscription: SubscriptionDoc | null, inTrial = false): string {
  const live = subscription !== null && subscriptionIsLive(subscription.status);
  const end = subscription?.current_period_end ?? null;
  const state = !live
    ? 'Aucun abonnement en cours'
    : subscription.cancel_at_period_end
      ? `Résilié, actif jusqu'au ${end ? formatLongDate(end) : '—'}`
      : subscription.status === 'trialing'
        ? `Période d'essai, premier prélèvement le ${end ? formatLongDate(end) : '—'}`
        : `Actif, renouvellement le ${end ? formatLongDate(end) : '—'}`;
  const actions = !live
    ? ''
    : subscription.cancel_at_period_end
      ? button(`${base}/portal/${id}/resume`, "Reprendre l'abonnement", true) + button(`${base}/portal/${id}/end`, 'Simuler la fin de la période')
      : button(`${base}/portal/${id}/cancel`, "Résilier l'abonnement", true);
  return page(
    'Gérer mon abonnement',
    `<h1>Gérer mon abonnement</h1>
<dl><dt>Plan</dt><dd>${subscription ? escapeHtml(PAID_PLANS[subscription.plan].name) : 'Free'}</dd><dt>État</dt><dd>${escapeHtml(state)}</dd>
${subscription ? `<dt>Prix</dt><dd>${escapeHtml(formatMoney(PAID_PLANS[subscription.plan].monthlyPriceHt))} HT / mois</dd>` : ''}</dl>
${actions}
${button(`${base}/portal/${id}/return`, 'Revenir à Devis')}
${inTrial && !live ? endTrialButton(`${base}/portal/${id}/end-trial`) : ''}`,
  );
}

export function expiredPage(): string {
  return page('Session expirée', `<h1>Cette page a expiré</h1><p class="muted">Revenez à Devis et recommencez depuis votre profil.</p>`);
}

/** "Payer" on a second checkout page while a subscription is live: nothing is charged. */
export function alreadySubscribedPage(origin: string): string {
  return page(
    'Abonnement déjà en cours',
    `<h1>Vous êtes déjà abonné</h1><p class="muted">${escapeHtml(planMessages.alreadySubscribed)} Ce paiement n'a pas été effectué.</p>
<p><a href="${escapeHtml(billingReturnUrl(origin))}">Revenir à mon abonnement</a></p>`,
  );
}
