import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppFrame, PlatformProvider } from '@devis/platform';
import { providerLinks } from './provider-frame';
import { ProviderNavLink } from './provider-nav-link';

/** The header's current link on `path`, by aria-current and by the 'active' class (its look). */
function currentLinks(path: string) {
  const { unmount } = render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppFrame brandTo="/app" links={providerLinks} linkComponent={ProviderNavLink} pageKey={path}>
          <p>Page</p>
        </AppFrame>
      </MemoryRouter>
    </PlatformProvider>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Navigation principale' })).getAllByRole('link');
  const current = links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
  const active = links.filter((a) => a.classList.contains('active')).map((a) => a.textContent);
  const hrefs = links.map((a) => a.getAttribute('href'));
  unmount();
  return { current, active, hrefs };
}

test.each([
  ['/app', 'Tableau de bord'],
  ['/app/quotes', 'Devis'],
  ['/app/quotes/new', 'Devis'],
  ['/app/demandes-devis', 'Demandes reçues'],
  ['/app/quotes/q1/review', 'Demandes reçues'],
  ['/app/quote-proposal/new', 'Demandes reçues'],
  ['/app/messages/c1', 'Messages'],
])('on %s the current link is "%s", and only that one', (path, label) => {
  const { current, active, hrefs } = currentLinks(path);
  expect(current).toEqual([label]);
  expect(active).toEqual([label]);
  expect(hrefs).toEqual(providerLinks.map((link) => link.to));
});
