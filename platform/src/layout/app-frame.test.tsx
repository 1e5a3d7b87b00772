import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, NavLink, Route, Routes, useLocation } from 'react-router';
import { PlatformProvider } from '../provider/platform-provider';
import { AppFrame } from './app-frame';

const links = [
  { label: 'Accueil', to: '/area', end: true },
  { label: 'Devis', to: '/area/quotes' },
];

function Crash(): never {
  throw new Error('boom');
}

function renderFrame(path: string) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/area/*"
            element={
              <AppFrame brandTo="/area" areaLabel="Espace Test" links={links} linkComponent={NavLink} actions={<button>Aide</button>} pageKey={path}>
                <Routes>
                  <Route index element={<p>Page d'accueil</p>} />
                  <Route path="quotes" element={<p>Liste des devis</p>} />
                  <Route path="broken" element={<Crash />} />
                </Routes>
              </AppFrame>
            }
          />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

test('the header marks only the current page active, the home link only on its exact path', () => {
  renderFrame('/area/quotes');
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(within(nav).getByRole('link', { name: 'Devis' })).toHaveClass('active');
  expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveClass('active');
  expect(screen.getByText('Liste des devis')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Devis\s*Espace Test, accueil$/ })).toHaveAttribute('href', '/area');
});

test("the brand link's name tells it from the quotes link, also called 'Devis'", () => {
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/area']}>
        <AppFrame brandTo="/area" links={links} linkComponent={NavLink} pageKey="/area">
          <p>Page</p>
        </AppFrame>
      </MemoryRouter>
    </PlatformProvider>,
  );
  expect(screen.getByRole('link', { name: 'Devis, accueil' })).toHaveAttribute('href', '/area');
  expect(screen.getByRole('link', { name: 'Devis' })).toHaveAttribute('href', '/area/quotes');
});

test("the first Tab reaches 'Aller au contenu', which moves focus past the header to the page", async () => {
  renderFrame('/area/quotes');
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Aller au contenu' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const main = screen.getByRole('main');
  expect(main).toHaveFocus();
  expect(main).toContainElement(screen.getByText('Liste des devis'));
  // The next Tab goes into the page, not back to the header.
  expect(skip).toHaveAttribute('href', `#${main.id}`);
});

test('on small screens the menu opens a drawer with the same links; choosing one navigates and closes it', async () => {
  renderFrame('/area');
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Devis' }));
  expect(await screen.findByText('Liste des devis')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
});

test('a page that crashes shows the error below a usable navigation', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderFrame('/area/broken');
  expect(screen.getByRole('alert')).toHaveTextContent("Une erreur est survenue lors de l'affichage de cette page.");
  expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/area');
});

test('without a router, links are plain hrefs (they may cross app boundaries)', () => {
  render(
    <PlatformProvider>
      <AppFrame links={links} pageKey="/">
        <p>Contenu</p>
      </AppFrame>
    </PlatformProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(within(nav).getByRole('link', { name: 'Devis' })).toHaveAttribute('href', '/area/quotes');
  expect(screen.getByText('Contenu')).toBeInTheDocument();
});

test('a link with a count shows it beside its label, read as unread, and marks the small-screen menu', () => {
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/area']}>
        <AppFrame brandTo="/area" links={[...links, { label: 'Messages', to: '/area/messages', count: 3 }]} linkComponent={NavLink} pageKey="/area">
          <p>Page</p>
        </AppFrame>
      </MemoryRouter>
    </PlatformProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(within(nav).getByRole('link', { name: 'Messages (3 non lus)' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Devis' })).toBeInTheDocument();
  expect(document.querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)')).not.toBeNull();
});

test('without counts the menu carries no mark', () => {
  renderFrame('/area');
  expect(document.querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)')).toBeNull();
});

/** A frame whose page follows the location, as the apps' frames pass it; '/area/search' focuses its field. */
function NavigatingFrame() {
  const { pathname } = useLocation();
  return (
    <AppFrame brandTo="/area" links={[...links, { label: 'Recherche', to: '/area/search' }]} linkComponent={NavLink} pageKey={pathname}>
      <Routes>
        <Route path="/area" element={<p>Page d'accueil</p>} />
        <Route path="/area/quotes" element={<p>Liste des devis</p>} />
        <Route path="/area/search" element={<input aria-label="Rechercher" autoFocus />} />
      </Routes>
    </AppFrame>
  );
}

function renderNavigating(path: string) {
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <NavigatingFrame />
      </MemoryRouter>
    </PlatformProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Navigation principale' }));
}

test('a page reached from the header takes the focus, so the next Tab starts in it; the first page does not', async () => {
  const nav = renderNavigating('/area');
  expect(screen.getByRole('main')).not.toHaveFocus();
  nav.getByRole('link', { name: 'Devis' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Liste des devis')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});

test('a new page that focuses its own field keeps it', async () => {
  const nav = renderNavigating('/area');
  await userEvent.click(nav.getByRole('link', { name: 'Recherche' }));
  const field = await screen.findByRole('textbox', { name: 'Rechercher' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(field).toHaveFocus();
});
