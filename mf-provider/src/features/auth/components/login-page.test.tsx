import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

async function signInWith(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Mot de passe/), `${password}{Enter}`);
}

test("wrong credentials show 'Erreur de connexion' with 'Email ou mot de passe incorrect'", async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  renderApp('/login');
  await signInWith('pro@dupont.fr', 'wrong-password');

  expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
  expect(screen.getByText('Email ou mot de passe incorrect')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(window.location.pathname).toBe('/login');
});

test("a provider sees 'Connexion...' while pending, then the success toasts and the dashboard frame", async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  const release = fakeBackend.holdSignIn();
  renderApp('/login');
  await signInWith('pro@dupont.fr', 'secret1');

  expect(await screen.findByRole('button', { name: 'Connexion...' })).toBeDisabled();
  release();
  expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
  expect(screen.getByText('Vous êtes maintenant connecté')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/app'));
  expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
});

test('a client account is refused on the company login and signed out again', async () => {
  fakeBackend.addAccount({ email: 'client@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  renderApp('/login');
  await signInWith('client@exemple.fr', 'secret1');

  expect(await screen.findByText("Ce compte est un compte client. Connectez-vous depuis l'Espace Client.")).toBeInTheDocument();
  expect(screen.getByText('Erreur de connexion')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  // Signed out: the company area sends them back to the login page.
  act(() => {
    window.history.pushState({}, '', '/app');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
});
