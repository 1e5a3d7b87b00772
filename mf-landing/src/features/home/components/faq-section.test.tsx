import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ', () => {
  it('lists 8 questions, all closed at first', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 2, name: 'Questions fréquentes' });

    const questions = screen.getAllByRole('button', { expanded: false }).filter((b) => b.id.startsWith('faq-'));
    expect(questions).toHaveLength(8);
  });

  it('opens one answer at a time: opening a question closes the previous one', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 2, name: 'Questions fréquentes' });

    await user.click(question("Comment fonctionne l'essai gratuit ?"));
    expect(question("Comment fonctionne l'essai gratuit ?")).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: "Comment fonctionne l'essai gratuit ?" })).toHaveTextContent('sans carte bancaire');

    await user.click(question('Que comprend le plan Free ?'));
    expect(question('Que comprend le plan Free ?')).toHaveAttribute('aria-expanded', 'true');
    expect(question("Comment fonctionne l'essai gratuit ?")).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Que comprend le plan Free ?' })).toHaveTextContent('5 devis par mois');

    await user.click(question('Que comprend le plan Free ?'));
    expect(screen.queryAllByRole('button', { expanded: true }).filter((b) => b.id.startsWith('faq-'))).toHaveLength(0);
  });
});
