import { apiCalls, fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

test("a signed-out visitor of /app/quotes sees 'Chargement...' then the login page, and returns there after signing in", async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  renderApp('/app/quotes');
  expect(screen.getByText('Chargement...')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/login'));

  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Email/), 'pro@dupont.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/app/quotes'));
});

test('a signed-in provider gets the frame navigation and can log out', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  renderApp('/app/aide');

  expect(await screen.findByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  const labels = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
  expect(labels).toEqual([
    ['Tableau de bord', '/app'],
    ['Devis', '/app/quotes'],
    ['Demandes reçues', '/app/demandes-devis'],
    ['Messages', '/app/messages'],
    ['Clients', '/app/clients'],
    ['Services', '/app/services'],
    ['Profil', '/app/profile'],
  ]);

  await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Déconnexion' })[0]!);
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
});

test('a provider with an unconfirmed email is asked to confirm it and can get a new link', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  fakeBackend.respond('POST', '/api/auth/resend-verification', () => ({ status: 204 }));
  await signIn('pro@dupont.fr', 'secret1');
  renderApp('/app');

  expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse email' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Confirmez votre adresse email | Devis'));
  expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: "Renvoyer l'email de confirmation" }));

  expect(await screen.findByText('Email envoyé')).toBeInTheDocument();
  const [call] = fakeBackend.callsTo('POST', '/api/auth/resend-verification');
  expect(call?.authorization).toMatch(/^Bearer /);
});

test("once the email is confirmed elsewhere, 'J'ai confirmé mon email' opens the company area", async () => {
  const account = fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  await signIn('pro@dupont.fr', 'secret1');
  renderApp('/app/aide');
  await screen.findByRole('heading', { name: 'Confirmez votre adresse email' });

  account.emailVerified = true;
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: "J'ai confirmé mon email" }));
  expect(await screen.findByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
});

test("the help is open to a signed-out visitor (the landing links to it), with a way to sign in or sign up and no company navigation", async () => {
  renderApp('/app/aide');
  expect(await screen.findByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/app/aide');
  expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute('href', '/login');
  expect(screen.getAllByRole('link', { name: 'Créer un compte' })[0]).toHaveAttribute('href', '/register');
  // Nothing of the company area is asked for without a session.
  expect(apiCalls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
});
