import { fakeBackend } from '../../jest/testing/fake-backend';
import { screen } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../jest/testing/reset-app';
import { renderApp } from './testing/render-app';

afterEach(resetApp);

// The /app loaders start a page's first requests once the session lets the provider in (app-routes.tsx).

test('opening /app/quotes asks for the first page of quotes before the page renders, and only once', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  let pageShownAtRequest: boolean | null = null;
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => {
    pageShownAtRequest ??= screen.queryByRole('heading', { name: 'Mes devis' }) !== null;
    return { status: 200, body: { items: [], nextCursor: null, total: 0 } };
  });

  renderApp('/app/quotes');

  expect(await screen.findByRole('heading', { name: 'Mes devis' })).toBeInTheDocument();
  expect(await screen.findByText('Aucun devis créé')).toBeInTheDocument();
  expect(pageShownAtRequest).toBe(false);
  expect(fakeBackend.callsTo('GET', '/api/quotes?limit=50')).toHaveLength(1);
});

test('a signed-out visitor of /app/quotes goes to the login page without any quotes request', async () => {
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [], nextCursor: null, total: 0 } }));
  renderApp('/app/quotes');
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  expect(fakeBackend.callsTo('GET', '/api/quotes?limit=50')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Mes devis' })).not.toBeInTheDocument();
});
