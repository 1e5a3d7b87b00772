import { render, screen, within } from '@testing-library/react';
import { QuoteTotalsView } from './quote-totals-view';

const totals = { total_ht: 123456, total_tva: 24691, total_ttc: 148147 };

test('shows the three totals in euros, in order, as a region named "Totaux"', () => {
  render(<QuoteTotalsView totals={totals} />);
  const region = screen.getByRole('region', { name: 'Totaux' });
  // fr-FR: a narrow no-break space between thousands, a no-break space before €.
  const rows = Array.from(region.children, (row) => row.textContent?.replace(/[\u202f\u00a0]/g, ' '));
  expect(rows).toEqual(['Total HT1 234,56 €', 'TVA246,91 €', 'Total TTC1 481,47 €']);
});

test('takes another name, and the total with VAT stands out', () => {
  render(<QuoteTotalsView totals={totals} label="Totaux proposés" />);
  const region = screen.getByRole('region', { name: 'Totaux proposés' });
  const ttc = within(region).getByText('Total TTC');
  const ht = within(region).getByText('Total HT');
  expect(getComputedStyle(ttc).fontWeight).toBe('700');
  expect(getComputedStyle(ht).fontWeight).not.toBe('700');
});

test('under the VAT franchise, no VAT row: the legal mention follows the totals', () => {
  render(<QuoteTotalsView totals={{ total_ht: 100000, total_tva: 0, total_ttc: 100000 }} vatFranchise />);
  const region = screen.getByRole('region', { name: 'Totaux' });
  const rows = Array.from(region.children, (row) => row.textContent?.replace(/[\u202f\u00a0]/g, ' '));
  expect(rows).toEqual(['Total HT1 000,00 €', 'Total TTC1 000,00 €', 'TVA non applicable, art. 293 B du CGI']);
});
