import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { PlanStatus } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { browser } from '../../../lib/browser';

afterEach(resetApp);
jest.setTimeout(30_000);

const profile = {
  id: 'uid-pro', user_id: 'uid-pro', email: 'pro@dupont.fr', company_name: 'Studio Lumière', company_address: null, company_city: null,
  company_postal_code: null, company_country: 'France', legal_form: null, siret: null, tva_intracom: null, vat_franchise: false,
  tva_rate_percent: 20, iban: null, bic: null, logo_url: null, avatar_url: null, brand_primary_color: '#3B82F6', brand_secondary_color: '#64748B',
  brand_accent_color: '#10B981', quote_footer_text: null, quote_terms_conditions: null, quote_payment_terms: 'Règlement à 30 jours',
  show_logo_on_quotes: true, public_page_enabled: false, public_access_mode: 'ACCESS_ON_EMAIL', public_id: null,
  reminders_enabled: true, reminder_days_before: 3, created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};

const free: PlanStatus = {
  plan: 'free', plan_name: 'Free', trial_ends_at: '2026-11-15T10:00:00.000Z', trial_days_left: 0, month: '2026-11', quotes_counted: 3,
  quotes_limit: 5, reminders_included: false, subscription: null, can_manage_billing: false,
};

async function openProfile(plan: PlanStatus, path = '/app/profile') {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/fn/features', () => ({ status: 200, body: { PUBLIC_PROVIDER: false } }));
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: profile }));
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: plan }));
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  renderApp(path);
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 10_000 });
  return { user: userEvent.setup({ delay: null }), assign };
}

test('the Free plan shows "3 devis sur 5 ce mois-ci", and "Passer au plan Pro" opens the payment page the server gives', async () => {
  const { user, assign } = await openProfile(free);
  fakeBackend.respond('POST', '/api/billing/checkout', () => ({ status: 200, body: { url: 'http://127.0.0.1:5000/fn/billing/local/checkout/abc' } }));
  const section = await screen.findByRole('region', { name: 'Abonnement' });
  expect(within(section).getByText('Plan Free')).toBeInTheDocument();
  expect(await within(section).findByText('3 devis sur 5 ce mois-ci')).toBeInTheDocument();
  expect(within(section).getByRole('progressbar', { name: 'Devis créés ce mois-ci' })).toHaveAttribute('aria-valuenow', '60');
  expect(within(section).getAllByText('19,00 €', { exact: false })).not.toHaveLength(0);
  await user.click(within(section).getByRole('button', { name: 'Passer au plan Pro' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:5000/fn/billing/local/checkout/abc'));
  expect(fakeBackend.callsTo('POST', '/api/billing/checkout')[0]?.body).toEqual({ plan: 'pro' });
  // The Free plan sends no reminder: the settings say so.
  expect(screen.getByText(/avec le plan Free, aucune relance n’est envoyée/)).toBeInTheDocument();
});

test('back from checkout, the page waits for the verified payment, then says the plan is active; a subscriber manages it in the portal', async () => {
  let plan: PlanStatus = free;
  const { user, assign } = await openProfile(free, '/app/profile?abonnement=confirme#abonnement');
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: plan }));
  expect(await screen.findByText('Paiement reçu, activation de votre abonnement en cours…')).toBeInTheDocument();
  plan = {
    ...free, plan: 'pro', plan_name: 'Pro', quotes_limit: null, reminders_included: true, can_manage_billing: true,
    subscription: { plan: 'pro', status: 'active', current_period_end: '2026-12-20T10:00:00.000Z', cancel_at_period_end: false },
  };
  expect(await screen.findByText('Abonnement activé', {}, { timeout: 5000 })).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Abonnement' });
  expect(within(section).getByText('Plan Pro')).toBeInTheDocument();
  expect(within(section).getByText(/^Devis illimités\./)).toBeInTheDocument();
  expect(screen.queryByText('Paiement reçu, activation de votre abonnement en cours…')).not.toBeInTheDocument();
  fakeBackend.respond('POST', '/api/billing/portal', () => ({ status: 200, body: { url: 'https://billing.stripe.test/p/1' } }));
  await user.click(within(section).getByRole('button', { name: 'Gérer mon abonnement' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
});

test('subscribed during the trial, the card says when the first charge is due; cancelled, which plan follows the period', async () => {
  const trialing: PlanStatus = {
    ...free, plan: 'pro', plan_name: 'Pro', trial_ends_at: '2099-11-16T10:00:00.000Z', quotes_limit: null, reminders_included: true, can_manage_billing: true,
    subscription: { plan: 'pro', status: 'trialing', current_period_end: '2099-11-16T10:00:00.000Z', cancel_at_period_end: false },
  };
  await openProfile(trialing);
  const section = await screen.findByRole('region', { name: 'Abonnement' });
  expect(await within(section).findByText('Devis illimités. Premier prélèvement le 16 novembre 2099, à la fin de votre essai.')).toBeInTheDocument();
});

test('a subscription cancelled for a period ending before the trial does says the account goes back to the trial', async () => {
  await openProfile({
    ...free, plan: 'pro', plan_name: 'Pro', trial_ends_at: '2099-11-16T10:00:00.000Z', quotes_limit: null, reminders_included: true, can_manage_billing: true,
    subscription: { plan: 'pro', status: 'active', current_period_end: '2099-11-10T10:00:00.000Z', cancel_at_period_end: true },
  });
  const section = await screen.findByRole('region', { name: 'Abonnement' });
  expect(
    await within(section).findByText("Abonnement résilié : le plan Pro reste actif jusqu'au 10 novembre 2099, puis essai gratuit jusqu'au 16 novembre 2099, puis plan Free."),
  ).toBeInTheDocument();
});

test('the reminder settings save on their own: off, then 5 days; a wrong count is refused in French before any call', async () => {
  const { user } = await openProfile({ ...free, plan: 'trial', quotes_limit: null, trial_days_left: 9, reminders_included: true });
  fakeBackend.respond('PUT', '/api/profile/reminders', (call) => ({ status: 200, body: { ...profile, ...(call.body as object) } }));
  const form = await screen.findByRole('form', { name: 'Relances automatiques' });
  const days = within(form).getByLabelText('Nombre de jours avant l’expiration');
  expect(days).toHaveValue(3);
  await user.clear(days);
  await user.type(days, '45');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer les relances' }));
  expect(await within(form).findByText('Le nombre de jours doit être compris entre 1 et 30')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile/reminders')).toHaveLength(0);
  await user.clear(days);
  await user.type(days, '5');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer les relances' }));
  expect(await screen.findByText('Relances enregistrées')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile/reminders')[0]?.body).toEqual({ reminders_enabled: true, reminder_days_before: 5 });
  await user.click(within(form).getByLabelText('Relancer automatiquement mes clients avant l’expiration d’un devis'));
  expect(days).toBeDisabled();
  await user.click(within(form).getByRole('button', { name: 'Enregistrer les relances' }));
  await waitFor(() => expect(fakeBackend.callsTo('PUT', '/api/profile/reminders')[1]?.body).toEqual({ reminders_enabled: false, reminder_days_before: 5 }));
});

test("'Exporter mes données' downloads through the one-time link", async () => {
  const { user, assign } = await openProfile(free);
  fakeBackend.respond('POST', '/api/account/export', () => ({ status: 201, body: { url: '/api/account/export/abc?t=xyz', expires_at: '2026-11-20T10:10:00Z' } }));
  await user.click(await screen.findByRole('button', { name: 'Exporter mes données' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/account/export/abc?t=xyz'));
  expect(await screen.findByText('Le téléchargement de vos données a commencé')).toBeInTheDocument();
});

test("'Supprimer mon compte' needs SUPPRIMER typed, shows the server's refusal, then deletes and leaves", async () => {
  const { user } = await openProfile(free);
  let refuse = true;
  fakeBackend.respond('POST', '/api/account/delete', () =>
    refuse ? { status: 503, body: { error: { code: 'BILLING_UNAVAILABLE', message: "Impossible de résilier votre abonnement en cours : votre compte n'a pas été supprimé. Réessayez dans quelques instants." } } } : { status: 204 },
  );
  await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
  expect(within(dialog).getByText(/article L123-22 du Code de commerce/)).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Saisissez SUPPRIMER pour confirmer'), 'supprimer');
  expect(confirm).toBeDisabled();
  await user.clear(within(dialog).getByLabelText('Saisissez SUPPRIMER pour confirmer'));
  await user.type(within(dialog).getByLabelText('Saisissez SUPPRIMER pour confirmer'), 'SUPPRIMER');
  await user.click(confirm);
  expect(await within(dialog).findByText(/votre compte n'a pas été supprimé/)).toBeInTheDocument();
  refuse = false;
  await user.click(confirm);
  expect(await screen.findByText('Votre compte a été supprimé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/account/delete').at(-1)?.body).toEqual({ confirmation: 'SUPPRIMER' });
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
});

test('a Pro subscriber moves to Business from the profile, after confirming the prorated change', async () => {
  const pro: PlanStatus = {
    ...free, plan: 'pro', plan_name: 'Pro', quotes_limit: null, reminders_included: true, can_manage_billing: true,
    subscription: { plan: 'pro', status: 'active', current_period_end: '2026-12-20T10:00:00.000Z', cancel_at_period_end: false },
  };
  let plan = pro;
  const { user } = await openProfile(pro);
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: plan }));
  fakeBackend.respond('POST', '/api/billing/change-plan', () => {
    plan = { ...pro, plan: 'business', plan_name: 'Business', subscription: { ...pro.subscription!, plan: 'business' } };
    return { status: 200, body: { plan: 'business' } };
  });
  const section = await screen.findByRole('region', { name: 'Abonnement' });
  await user.click(await within(section).findByRole('button', { name: 'Passer au plan Business' }));
  const dialog = await screen.findByRole('dialog', { name: 'Passer au plan Business' });
  expect(dialog).toHaveTextContent('Votre abonnement passe au plan Business (39,00 € HT / mois) dès maintenant.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer le changement' }));
  expect(await screen.findByText('Vous êtes maintenant sur le plan Business.')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/billing/change-plan')).toHaveLength(1);
  expect(fakeBackend.callsTo('POST', '/api/billing/change-plan')[0]?.body).toEqual({ plan: 'business' });
  expect(await within(section).findByText('Plan Business')).toBeInTheDocument();
  expect(await within(section).findByRole('button', { name: 'Passer au plan Pro' })).toBeInTheDocument();
});
