import { screen } from '@testing-library/react';
import { answerFeatureFlags, renderApp } from './testing/render-app';

const publicId = 'k3v9x2m8q7w4e6r1t5y0u2i8';

test('a token link /{publicId} opens in the public frame with a way back home', async () => {
  answerFeatureFlags({ PUBLIC_PROVIDER: false });
  renderApp(`/${publicId}?t=secret`);
  expect(await screen.findByRole('heading', { name: 'Votre devis' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Devis' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Mentions légales');
});

test('a one-segment path that is not a public id is the 404 page', async () => {
  answerFeatureFlags({ PUBLIC_PROVIDER: false });
  renderApp('/not-a-public-id');
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
});

test('/c/quotes/{publicId} and /public-quote are routes of the public app', async () => {
  answerFeatureFlags({ PUBLIC_PROVIDER: false });
  const { unmount } = renderApp(`/c/quotes/${publicId}`);
  expect(await screen.findByRole('heading', { name: 'Devis non trouvé', level: 1 })).toBeInTheDocument();
  unmount();
  renderApp('/public-quote');
  expect(await screen.findByRole('heading', { name: 'Consulter un devis', level: 1 })).toBeInTheDocument();
});

test('/p/{publicId} is the 404 page while PUBLIC_PROVIDER is off', async () => {
  answerFeatureFlags({ PUBLIC_PROVIDER: false });
  renderApp(`/p/${publicId}`);
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
});

test('/p/{publicId} opens the provider page while PUBLIC_PROVIDER is on (here: an unknown page)', async () => {
  answerFeatureFlags({ PUBLIC_PROVIDER: true });
  renderApp(`/p/${publicId}`);
  expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
});
