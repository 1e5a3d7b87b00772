import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFeatureFlags, renderApp } from '../../../testing/render-app';
import { quotePathOf } from '../quote-link';

const publicId = 'k3v9x2m8q7w4e6r1t5y0u2i8';

beforeEach(() => answerFeatureFlags({ PUBLIC_PROVIDER: false }));

test('/public-quote says how to open a quote, and the link pasted from the email opens it', async () => {
  renderApp('/public-quote');
  expect(await screen.findByRole('heading', { level: 1, name: 'Consulter un devis' })).toBeInTheDocument();
  expect(document.title).toBe('Consulter un devis | Devis');
  expect(screen.getByRole('link', { name: 'Espace Client' })).toHaveAttribute('href', '/client/login');
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Lien du devis' });

  await user.click(screen.getByRole('button', { name: 'Ouvrir le devis' }));
  expect(await screen.findByText('Collez le lien reçu par email')).toBeInTheDocument();

  await user.type(field, 'https://devis.fr/tarifs');
  await user.click(screen.getByRole('button', { name: 'Ouvrir le devis' }));
  expect(await screen.findByText("Ce lien n'est pas celui d'un devis : copiez le lien complet reçu par email")).toBeInTheDocument();
  expect(window.location.pathname).toBe('/public-quote');

  await user.clear(field);
  await user.type(field, `  https://devis.fr/${publicId}?t=secret-token  `);
  await user.click(screen.getByRole('button', { name: 'Ouvrir le devis' }));
  // The quote page, on this site, asks for the quote with the link's token (here the server knows no such quote).
  expect(await screen.findByRole('heading', { level: 1, name: 'Votre devis' })).toBeInTheDocument();
  expect(`${window.location.pathname}${window.location.search}`).toBe(`/${publicId}?t=secret-token`);
  expect(await screen.findByText('Devis non trouvé ou lien expiré')).toBeInTheDocument();
  const asked = (global.fetch as jest.Mock).mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
  expect(asked.some((url) => url.includes(`/api/public/quotes/${publicId}`) && url.includes('secret-token'))).toBe(true);
});

test.each([
  [`https://devis.fr/${publicId}?t=abc`, `/${publicId}?t=abc`],
  [`devis.fr/${publicId}?t=abc`, `/${publicId}?t=abc`],
  [`/${publicId}?t=abc`, `/${publicId}?t=abc`],
  [`https://autre.example/${publicId}?t=abc`, `/${publicId}?t=abc`],
  [`https://devis.fr/c/quotes/${publicId}`, `/c/quotes/${publicId}`],
  [`https://devis.fr/c/quotes/${publicId}?t=abc`, `/c/quotes/${publicId}?t=abc`],
  [`https://devis.fr/${publicId}`, null],
  ['https://devis.fr/pas-un-identifiant?t=abc', null],
  [`https://devis.fr/p/${publicId}`, null],
  ['javascript:alert(1)', null],
  ['', null],
])('%s opens %s', (text, path) => {
  expect(quotePathOf(text)).toBe(path);
});
