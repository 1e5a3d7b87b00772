import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../test/render-at';

describe('site header', () => {
  it('links the three account buttons to the client portal, the company login and the sign-up', async () => {
    renderAt('/');
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Espace Client', hidden: true })).toHaveAttribute('href', '/client/login');
    expect(within(header).getByRole('link', { name: 'Connexion Entreprise', hidden: true })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Essayer gratuitement', hidden: true })).toHaveAttribute('href', '/register');
  });

  it('links Fonctionnalités, Tarifs and Contact, and navigates inside the app', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale', hidden: true });

    expect(within(nav).getByRole('link', { name: 'Fonctionnalités', hidden: true })).toHaveAttribute('href', '/fonctionnalites');
    expect(within(nav).getByRole('link', { name: 'Contact', hidden: true })).toHaveAttribute('href', '/contact');
    await user.click(within(nav).getByRole('link', { name: 'Tarifs', hidden: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Des tarifs simples, sans engagement' }, LAZY_PAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tarifs');
    // Screen readers start reading the new page, not the link that was clicked.
    expect(screen.getByRole('main')).toHaveFocus();
  }, LAZY_TEST_MS);

  it('offers the same links in the mobile menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu', hidden: true }));

    const menu = await screen.findByRole('navigation', { name: 'Navigation mobile' });
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/fonctionnalites', '/tarifs', '/contact']);
    const drawer = menu.parentElement!;
    expect(within(drawer).getByRole('link', { name: 'Essayer gratuitement' })).toHaveAttribute('href', '/register');
  });
});
