import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

async function signInWith(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Mot de passe/), `${password}{Enter}`);
}

async function openSignUp() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Créer un compte' }));
  return user;
}

test("the page is the 'Espace Client' with a link back home", async () => {
  renderApp('/client/login');
  expect(await screen.findByRole('heading', { name: 'Espace Client' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
});

test('signing up sends null for an empty company and phone, signs the client in and opens the quote wizard', async () => {
  fakeBackend.respond('POST', '/api/auth/register-client', ({ body }) => {
    const input = body as { email: string; password: string };
    fakeBackend.addAccount({ email: input.email, password: input.password, role: 'client', emailVerified: false });
    return { status: 201, body: { uid: 'c1' } };
  });
  renderApp('/client/login');
  const user = await openSignUp();
  await user.type(screen.getByLabelText(/Nom/), 'Marie Martin');
  await user.type(screen.getByLabelText(/Email/), 'marie@exemple.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');

  await waitFor(() => expect(window.location.pathname).toBe('/client/create-quote'));
  expect(fakeBackend.callsTo('POST', '/api/auth/register-client')[0]?.body).toEqual({
    name: 'Marie Martin',
    company_name: null,
    phone: null,
    email: 'marie@exemple.fr',
    password: 'secret1',
  });
  expect(await screen.findByRole('heading', { name: 'Créer un devis' })).toBeInTheDocument();
});

test('sign-up requires a name, shown under the field', async () => {
  renderApp('/client/login');
  const user = await openSignUp();
  await user.type(screen.getByLabelText(/Email/), 'marie@exemple.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');

  expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/auth/register-client')).toHaveLength(0);
});

test("a refused sign-up shows 'Erreur de création de compte' with the returned error", async () => {
  fakeBackend.respond('POST', '/api/auth/register-client', () => ({
    status: 409,
    body: { error: { code: 'EMAIL_TAKEN', message: 'Un compte existe déjà avec cet email' } },
  }));
  renderApp('/client/login');
  const user = await openSignUp();
  await user.type(screen.getByLabelText(/Nom/), 'Marie Martin');
  await user.type(screen.getByLabelText(/Email/), 'marie@exemple.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');

  expect(await screen.findByText('Erreur de création de compte')).toBeInTheDocument();
  expect(screen.getByText('Un compte existe déjà avec cet email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
});

test("wrong credentials show 'Erreur de connexion' with 'Email ou mot de passe incorrect'", async () => {
  renderApp('/client/login');
  await signInWith('marie@exemple.fr', 'wrong-password');

  expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
  expect(screen.getByText('Email ou mot de passe incorrect')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/client/login');

  // The error was about signing in: it goes with its tab.
  await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Créer un compte' }));
  await waitFor(() => expect(screen.queryByText('Email ou mot de passe incorrect')).not.toBeInTheDocument());
});

test('a client signs in and lands on the quote wizard', async () => {
  fakeBackend.addAccount({ email: 'marie@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  renderApp('/client/login');
  await signInWith('marie@exemple.fr', 'secret1');

  await waitFor(() => expect(window.location.pathname).toBe('/client/create-quote'));
});

test('a company account is refused in the client area and signed out again', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  renderApp('/client/login');
  await signInWith('pro@dupont.fr', 'secret1');

  expect(await screen.findByText("Ce compte est un compte entreprise. Connectez-vous depuis l'espace entreprise.")).toBeInTheDocument();
  expect(screen.getByText('Erreur de connexion')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(window.location.pathname).toBe('/client/login');
});
