import { screen } from '@testing-library/react';
import { quoteTemplates } from '@devis/domain';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../test/render-at';

describe('quote templates page', () => {
  it("leads each 'Utiliser ce modèle' to the provider's new quote form with that template", async () => {
    renderAt('/templates-de-devis');
    await screen.findByRole('heading', { level: 2, name: quoteTemplates[0]!.trade }, LAZY_PAGE);

    const links = screen.getAllByRole('link', { name: /^Utiliser ce modèle/ });
    expect(links).toHaveLength(quoteTemplates.length);
    for (const template of quoteTemplates) {
      const link = screen.getByRole('link', { name: `Utiliser ce modèle : ${template.trade}` });
      expect(link).toHaveAttribute('href', `/app/quotes/new?modele=${template.id}`);
    }
    // The lines read with their unit, as the quote will print them.
    expect(screen.getByText(/^18\sm² × 65,00\s€ HT/)).toBeInTheDocument();
  }, LAZY_TEST_MS);
});
