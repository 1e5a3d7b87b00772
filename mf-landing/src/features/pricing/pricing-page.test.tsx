import { screen, within } from '@testing-library/react';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../test/render-at';

/** A plan's card on /tarifs, found by its heading. */
async function planCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, LAZY_PAGE);
  return heading.closest('li')!;
}

describe('pricing page', () => {
  it('says each paid plan is unlimited once, under its price, not again in its features', async () => {
    renderAt('/tarifs');

    for (const name of ['Pro', 'Business']) {
      const card = await planCard(name);
      expect(within(card).getAllByText('Devis illimités')).toHaveLength(1);
    }
    const pro = within(await planCard('Pro'));
    // The rest of the Pro features are still listed.
    expect(pro.getByText('Relances automatiques avant expiration')).toBeInTheDocument();
    expect(pro.getByText('Tout le plan Free')).toBeInTheDocument();
    expect(within(await planCard('Free')).getByText('5 devis par mois')).toBeInTheDocument();
  }, LAZY_TEST_MS);
});
