import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { act, screen, waitFor, within } from '@testing-library/react';
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

test("an address still to confirm gets no 'Connexion réussie': the next screen asks for the confirmation", async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  renderApp('/login');
  await signInWith('pro@dupont.fr', 'secret1');
  expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse email' })).toBeInTheDocument();
  expect(screen.queryByText('Connexion réussie')).not.toBeInTheDocument();
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

test("'Mot de passe oublié ?' mails a link to the address typed, says so without telling whether an account exists, and signs no one in", async () => {
  fakeBackend.respond('POST', '/api/auth/password-reset', () => ({ status: 204 }));
  renderApp('/login');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Email/), 'Pro@Dupont.fr');
  await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
  const field = within(dialog).getByRole('textbox', { name: /^Email/ });
  expect(field).toHaveValue('Pro@Dupont.fr');

  await user.clear(field);
  await user.type(field, 'pas-un-email{Enter}');
  expect(await within(dialog).findByText('Adresse email invalide')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/auth/password-reset')).toHaveLength(0);

  await user.clear(field);
  await user.type(field, 'Pro@Dupont.fr{Enter}');
  expect(await within(dialog).findByText(/Si un compte existe pour pro@dupont\.fr, un email vient d'y être envoyé/)).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/auth/password-reset').map((call) => call.body)).toEqual([{ email: 'pro@dupont.fr' }]);
  // The sign-in form behind the dialog was not submitted.
  expect(screen.queryByText('Le mot de passe est requis')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.pathname).toBe('/login');
});

test("a refused 'Mot de passe oublié ?' (too many requests) shows the server's message in the dialog", async () => {
  fakeBackend.respond('POST', '/api/auth/password-reset', () => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives, veuillez réessayer dans quelques instants' } } }));
  renderApp('/login');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'pro@dupont.fr{Enter}');
  expect(await within(dialog).findByText('Trop de tentatives, veuillez réessayer dans quelques instants')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Envoyer le lien' })).toBeEnabled();
});

test('the email field has the focus on arrival with a mouse', async () => {
  renderApp('/login');
  expect(await screen.findByLabelText(/Email/)).toHaveFocus();
});

test('a touch screen keeps its keyboard closed on arrival: no field has the focus', async () => {
  const original = window.matchMedia;
  const quiet = { addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)', media: query, ...quiet })) as unknown as typeof window.matchMedia;
  try {
    renderApp('/login');
    expect(await screen.findByLabelText(/Email/)).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  } finally {
    window.matchMedia = original;
  }
});
