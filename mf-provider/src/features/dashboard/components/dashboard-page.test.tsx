import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { claire } from '../../messages/testing/conversation-fixtures';
import { completeProfile, providerProfile } from '../../../testing/provider-profile';

const trial = {
  plan: 'trial', plan_name: 'Essai gratuit', trial_ends_at: '2026-11-16T09:00:00.000Z', trial_days_left: 9, month: '2026-11', quotes_counted: 0,
  quotes_limit: null, reminders_included: true, subscription: null, can_manage_billing: false,
};

// The plan card's request answers (a test may answer it otherwise): a 404 would toast 'Erreur' beside the one a test checks.
beforeEach(() => {
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: trial }));
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: completeProfile() }));
});
afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(30_000);

async function openDashboard() {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  let stats = { totalQuotes: 0, draftQuotes: 0, sentQuotes: 0, acceptedQuotes: 0, totalClients: 0 };
  fakeBackend.respond('GET', '/api/dashboard', () => ({ status: 200, body: { stats, activity: [] } }));
  // The navigation's unread count, on every screen of the area.
  fakeBackend.respond('GET', '/api/conversations', () => ({ status: 200, body: { items: [claire], nextCursor: null } }));
  renderApp('/app');
  await screen.findByRole('heading', { name: 'Tableau de bord' }, { timeout: 10_000 });
  return { user: userEvent.setup(), setStats: (s: typeof stats) => (stats = s) };
}

test("the four counters, and sample data confirmed with 'Données de test ajoutées' then counted", async () => {
  const { user, setStats } = await openDashboard();
  expect(await screen.findByLabelText('Total devis')).toHaveTextContent('0');
  for (const label of ['Brouillons', 'Envoyés', 'Acceptés']) expect(screen.getByLabelText(label)).toHaveTextContent('0');
  expect(screen.getByRole('link', { name: 'Nouveau devis' })).toHaveAttribute('href', '/app/quotes/new');
  expect(screen.getByRole('link', { name: 'Voir les demandes reçues' })).toHaveAttribute('href', '/app/demandes-devis');
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(await within(nav).findByRole('link', { name: 'Messages (2 non lus)' })).toHaveAttribute('href', '/app/messages');

  fakeBackend.respond('POST', '/api/sample-data', () => {
    setStats({ totalQuotes: 1, draftQuotes: 1, sentQuotes: 0, acceptedQuotes: 0, totalClients: 3 });
    return { status: 201, body: { clients: 3, services: 5, quotes: 1 } };
  });
  await user.click(screen.getByRole('button', { name: 'Ajouter des données de test' }));
  expect(await screen.findByText('Données de test ajoutées')).toBeInTheDocument();
  expect(screen.getByText('3 clients, 5 services et 1 devis exemple ont été créés')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Total devis')).toHaveTextContent('1'));
});

test("a failed sample-data call shows 'Erreur' with the server's message", async () => {
  const { user } = await openDashboard();
  fakeBackend.respond('POST', '/api/sample-data', () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Les données de test existent déjà' } } }));
  await user.click(screen.getByRole('button', { name: 'Ajouter des données de test' }));
  expect(await screen.findByText('Les données de test existent déjà')).toBeInTheDocument();
  expect(screen.getByText('Erreur')).toBeInTheDocument();
});

test('the plan card says where the provider stands: the trial days left, then the Free month, with the way to the plans', async () => {
  let plan: object = trial;
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: plan }));
  await openDashboard();
  const card = await screen.findByRole('region', { name: 'Mon abonnement' });
  expect(card).toHaveTextContent('Essai gratuit');
  expect(card).toHaveTextContent("9 jours restants : devis illimités jusqu'au 16 novembre 2026. Ensuite, plan Free : 5 devis par mois, sans relances automatiques.");
  expect(screen.getByRole('link', { name: 'Choisir un plan' })).toHaveAttribute('href', '/app/profile#abonnement');
  // The first app goes before its session: signing out under a mounted app re-renders it outside the test's act().
  cleanup();
  await resetApp();

  plan = { ...trial, plan: 'free', plan_name: 'Free', trial_days_left: 0, quotes_counted: 5, quotes_limit: 5, reminders_included: false };
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: plan }));
  await openDashboard();
  expect(await screen.findByText('5 devis sur 5 ce mois-ci')).toBeInTheDocument();
  expect(screen.getByText(/Limite atteinte : vos devis existants restent accessibles/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Passer à un plan payant' })).toHaveAttribute('href', '/app/profile#abonnement');
});

test('a profile without the mentions a quote needs says which, and leads to the profile; a complete one says nothing', async () => {
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: providerProfile({ vat_franchise: true }) }));
  await openDashboard();
  const notice = await screen.findByText("Il manque sur vos devis l'adresse de l'entreprise et le SIRET.");
  expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute('href', '/app/profile');
});

test('a complete profile: no notice', async () => {
  await openDashboard();
  await screen.findByLabelText('Total devis');
  await waitFor(() => expect(fakeBackend.callsTo('GET', '/api/profile').length).toBe(1));
  expect(screen.queryByText(/Il manque sur vos devis/)).not.toBeInTheDocument();
});
