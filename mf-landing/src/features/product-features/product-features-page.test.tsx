import { screen, within } from '@testing-library/react';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../test/render-at';

describe('features page', () => {
  it('promises the CSV export for a spreadsheet and marks the cloud storage as coming soon', async () => {
    renderAt('/fonctionnalites');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Vos données, vos outils' }, LAZY_PAGE);
    const section = within(heading.closest('section')!);

    expect(section.getByRole('heading', { level: 3, name: 'Export vers votre tableur' })).toBeInTheDocument();
    expect(section.getByText(/fichiers CSV qui s’ouvrent directement dans Excel ou LibreOffice/)).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 3, name: 'Stockage cloud (bientôt)' })).toBeInTheDocument();
    // No feature that does not exist is sold as available.
    expect(section.queryByRole('heading', { level: 3, name: 'Intégration tableur' })).not.toBeInTheDocument();
    expect(section.queryByRole('heading', { level: 3, name: 'Stockage cloud' })).not.toBeInTheDocument();
    expect(section.queryByText(/^Archivez automatiquement/)).not.toBeInTheDocument();
  }, LAZY_TEST_MS);
});
