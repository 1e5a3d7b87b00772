import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { recordScreens } from '../../../testing/record-screens';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

test("a signed-out visitor sees 'Vérification de l'authentification...', then 'Redirection...', then the client login", async () => {
  const screens = recordScreens('[role="status"]');
  renderApp('/client/quotes');

  await waitFor(() => expect(window.location.pathname).toBe('/client/login'));
  expect(await screen.findByRole('heading', { name: 'Espace Client' })).toBeInTheDocument();
  screens.stop();
  expect(screens.seen.filter((text) => text !== 'Chargement...')).toEqual([
    "Vérification de l'authentification...",
    'Redirection...',
  ]);
});

test('a signed-in client gets the client navigation and can log out', async () => {
  fakeBackend.addAccount({ email: 'marie@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('marie@exemple.fr', 'secret1');
  renderApp('/client/quotes');

  expect(await screen.findByRole('heading', { name: 'Mes Devis' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Accueil', '/client'],
    ['Créer un devis', '/client/create-quote'],
    ['Mes Devis', '/client/quotes'],
    ['Prestataires', '/client/providers'],
    ['Messages', '/client/messages'],
  ]);

  await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Déconnexion' })[0]!);
  await waitFor(() => expect(window.location.pathname).toBe('/client/login'));
});

test('a company account signed in elsewhere is told the client area is for clients', async () => {
  fakeBackend.addAccount({ email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  renderApp('/client');

  expect(await screen.findByRole('heading', { name: 'Espace réservé aux clients' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
});
