import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, visibleText } from '../../test/render-at';

describe('home page', () => {
  it('shows every section of the landing page, from hero to footer', async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: /Créez des devis professionnels en quelques clics/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      'Moins de paperasse, plus de devis signés',
      'Un devis impeccable, du premier clic à la signature',
      'Ils ont gagné des heures chaque semaine',
      'Votre premier devis en 3 étapes',
      'Questions fréquentes',
      'Prêt à envoyer votre prochain devis en 2 minutes ?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toContain('Devis');
  });

  it('shows three reassurance points, four benefits, four features and three steps', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });

    for (const text of ["14 jours d'essai gratuit", 'Sans carte bancaire', 'Prêt en 2 minutes']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const title of ['Gain de temps', 'Image professionnelle', 'Suivi client simplifié', 'Automatisation complète']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    for (const title of ['Personnalisation de votre marque', 'Catalogue de prestations', 'PDF instantané', 'Portail client sécurisé']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const steps = within(screen.getByRole('region', { name: 'Votre premier devis en 3 étapes' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Configurez votre compte',
      'Créez votre devis',
      'Envoyez et suivez',
    ]);
  });

  it('shows the sample quote 2024-001, accepted, with its lines and Total TTC in euros', async () => {
    renderAt('/');
    const card = await screen.findByRole('article', { name: 'Devis N° 2024-001' });

    expect(within(card).getByText('Accepté')).toBeInTheDocument();
    const rows = within(card).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3 lines
    expect(visibleText(rows[1]!)).toContain('1 800,00 €');
    // 1 800 + 5 x 90 + 12 x 25 = 2 550 € HT, 20 % VAT = 510 €.
    expect(visibleText(within(card).getByTestId('sample-quote-total'))).toBe('3 060,00 €');
    const summary = card.querySelectorAll('dt, dd');
    expect([...summary].map(visibleText)).toEqual(['Total HT', '2 550,00 €', 'TVA 20 %', '510,00 €', 'Total TTC', '3 060,00 €']);
  });

  it('brings the sample quote into view and focus from the hero button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Voir un exemple de devis' }));

    expect(screen.getByRole('article', { name: 'Devis N° 2024-001' })).toHaveFocus();
  });

  it('shows three testimonials, each with a name, a role and five stars', async () => {
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Ils ont gagné des heures chaque semaine' });
    const testimonials = within(section).getAllByRole('listitem');

    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(within(testimonial).getByRole('img', { name: '5 étoiles sur 5' })).toBeInTheDocument();
    }
    expect(within(section).getByText('Sophie Laurent')).toBeInTheDocument();
    expect(within(section).getByText('Gérant, Moreau Rénovation')).toBeInTheDocument();
  });

  it('ends with calls to action to start for free and to plan a demo', async () => {
    renderAt('/');
    const cta = await screen.findByRole('region', { name: 'Prêt à envoyer votre prochain devis en 2 minutes ?' });

    expect(within(cta).getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute('href', '/register');
    expect(within(cta).getByRole('link', { name: 'Planifier une démo' })).toHaveAttribute('href', '/contact');
  });
});
