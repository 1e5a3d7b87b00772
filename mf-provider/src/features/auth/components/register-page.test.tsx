import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

async function fillAndSubmit() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Dupont Rénovation SARL');
  await user.type(screen.getByLabelText(/Email/), 'Contact@Dupont.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
}

test('registering shows the pending label, then the success toasts and the login page', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  fakeBackend.respond('POST', '/api/auth/register-provider', () => new Promise((resolve) => (answer = resolve)));
  renderApp('/register');
  await fillAndSubmit();

  expect(await screen.findByRole('button', { name: 'Création du compte...' })).toBeDisabled();
  expect(fakeBackend.callsTo('POST', '/api/auth/register-provider')[0]?.body).toEqual({
    company_name: 'Dupont Rénovation SARL',
    email: 'contact@dupont.fr',
    password: 'secret1',
  });

  answer({ status: 201, body: { uid: 'p1' } });
  expect(await screen.findByText('Compte créé avec succès')).toBeInTheDocument();
  expect(screen.getByText('Vérifiez votre email pour confirmer votre compte')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  expect(screen.getByText(/Un lien de confirmation a été envoyé à contact@dupont.fr/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Email/)).toHaveValue('contact@dupont.fr');
});

test("a server refusal shows 'Erreur d'inscription' with the server's message and stays on the form", async () => {
  fakeBackend.respond('POST', '/api/auth/register-provider', () => ({
    status: 409,
    body: { error: { code: 'EMAIL_TAKEN', message: 'Un compte existe déjà avec cet email' } },
  }));
  renderApp('/register');
  await fillAndSubmit();

  expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
  expect(screen.getByText('Un compte existe déjà avec cet email')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/register');
  expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
});

test('a password shorter than 6 characters is refused under the field, without calling the server', async () => {
  const user = userEvent.setup({ delay: null });
  renderApp('/register');
  await user.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Dupont SARL');
  await user.type(screen.getByLabelText(/Email/), 'contact@dupont.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), '12345{Enter}');

  expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/auth/register-provider')).toHaveLength(0);
});
