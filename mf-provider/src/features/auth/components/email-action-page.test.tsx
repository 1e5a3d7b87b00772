import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

test('the confirmation link confirms the email and lands a signed-in provider on /app', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  fakeBackend.addVerificationCode('code-123', 'pro@dupont.fr');
  await signIn('pro@dupont.fr', 'secret1');
  renderApp('/auth/action?mode=verifyEmail&oobCode=code-123');

  expect(await screen.findByText('Email confirmé')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/app'));
  expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
});

test('without a session, a confirmed link goes through the login page on its way to /app', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  fakeBackend.addVerificationCode('code-123', 'pro@dupont.fr');
  renderApp('/auth/action?mode=verifyEmail&oobCode=code-123');

  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
});

test('an invalid or expired link says so and offers a way to get a new one', async () => {
  renderApp('/auth/action?mode=verifyEmail&oobCode=used-code');

  expect(await screen.findByText('Ce lien de confirmation est invalide ou a expiré.')).toBeInTheDocument();
  expect(screen.getByText(/Si vous avez déjà ouvert ce lien, votre adresse est sans doute confirmée : connectez-vous/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
});

test('a link opened a second time, by a provider whose address it confirmed, goes on to /app as confirmed', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
  fakeBackend.addVerificationCode('code-123', 'pro@dupont.fr');
  await signIn('pro@dupont.fr', 'secret1');
  const first = renderApp('/auth/action?mode=verifyEmail&oobCode=code-123');
  expect(await screen.findByText('Email confirmé')).toBeInTheDocument();
  first.unmount();

  renderApp('/auth/action?mode=verifyEmail&oobCode=code-123');
  await waitFor(() => expect(window.location.pathname).toBe('/app'));
  expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  expect(screen.queryByText('Ce lien de confirmation est invalide ou a expiré.')).not.toBeInTheDocument();
});
