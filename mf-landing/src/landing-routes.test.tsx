import { screen, within } from '@testing-library/react';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from './test/render-at';

const pages = [
  { path: '/fonctionnalites', h1: 'Tout pour créer, envoyer et faire signer vos devis', title: 'Fonctionnalités | Devis' },
  { path: '/tarifs', h1: 'Des tarifs simples, sans engagement', title: 'Tarifs | Devis' },
  { path: '/contact', h1: 'Parlons de vos devis', title: 'Contact | Devis' },
  { path: '/templates-de-devis', h1: 'Des modèles de devis prêts à l’emploi', title: 'Templates de devis | Devis' },
  { path: '/cas-dusage', h1: 'Devis s’adapte à votre métier', title: "Cas d'usage | Devis" },
  { path: '/blog', h1: 'Le blog des devis qui se signent', title: 'Blog | Devis' },
  { path: '/legal/cgu', h1: "Conditions générales d'utilisation", title: "Conditions générales d'utilisation | Devis" },
  { path: '/legal/mentions-legales', h1: 'Mentions légales', title: 'Mentions légales | Devis' },
  { path: '/legal/confidentialite', h1: 'Politique de confidentialité', title: 'Politique de confidentialité | Devis' },
];

describe('linked pages', () => {
  it.each(pages)('$path renders its single h1 and sets the tab title', async ({ path, h1, title }) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: h1 }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(screen.getByRole('main')).toBeInTheDocument();
  }, LAZY_TEST_MS);

  it('lists every linked page in the footer', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));

    for (const { path } of pages) expect(hrefs).toContain(path);
    expect(hrefs).toEqual(expect.arrayContaining(['/app/aide', '/register', '/login', '/client/login']));
  });
});
