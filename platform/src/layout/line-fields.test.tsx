import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { LineFields } from './line-fields';

const line = { description: 'Pose de carrelage', quantity: '12', unit_price: '45,00', tva_rate_percent: 10 };

function renderLine(props: Partial<Parameters<typeof LineFields>[0]> = {}) {
  render(
    <Formik initialValues={{ lines: [line] }} onSubmit={() => undefined}>
      {({ values }) => (
        <section aria-label="Ligne 1">
          <LineFields name="lines[0]" catalogue totalLabel="Total HT" total={54_000} {...props} />
          <output aria-label="TVA enregistrée">{JSON.stringify(values.lines[0]!.tva_rate_percent)}</output>
        </section>
      )}
    </Formik>,
  );
  return within(screen.getByRole('region', { name: 'Ligne 1' }));
}

test("a line's fields show its values, its catalogue badge and the screen's line total", () => {
  const card = renderLine();
  expect(card.getByLabelText('Description')).toHaveValue('Pose de carrelage');
  expect(card.getByLabelText('Qté')).toHaveValue('12');
  expect(card.getByLabelText('Prix HT (€)')).toHaveValue('45,00');
  expect(card.getByRole('combobox', { name: 'TVA' })).toHaveTextContent('10 %');
  expect(card.getByText('Catalogue')).toBeInTheDocument();
  expect(card.getByText('Total HT')).toBeInTheDocument();
  expect(card.getByText('540,00 €')).toBeInTheDocument();
});

test('a free line has no badge; a client sees the TTC total', () => {
  const card = renderLine({ catalogue: false, totalLabel: 'Total TTC', total: 59_400 });
  expect(card.queryByText('Catalogue')).not.toBeInTheDocument();
  expect(card.getByText('Total TTC')).toBeInTheDocument();
  expect(card.getByText('594,00 €')).toBeInTheDocument();
});

test('the VAT select offers the French rates and stores a number', async () => {
  const card = renderLine();
  await userEvent.click(card.getByRole('combobox', { name: 'TVA' }));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['0 %', '2,1 %', '5,5 %', '10 %', '20 %']);
  await userEvent.click(screen.getByRole('option', { name: '5,5 %' }));
  expect(card.getByRole('combobox', { name: 'TVA' })).toHaveTextContent('5,5 %');
  expect(card.getByLabelText('TVA enregistrée')).toHaveTextContent(/^5\.5$/);
});

test('under the VAT franchise the rate shows 0 %, locked, whatever the line holds', () => {
  const card = renderLine({ vatFranchise: true });
  const vat = card.getByRole('combobox', { name: 'TVA' });
  expect(vat).toHaveTextContent('0 %');
  expect(vat).toHaveAttribute('aria-disabled', 'true');
});
