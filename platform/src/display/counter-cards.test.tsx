import { render, screen } from '@testing-library/react';
import { CounterCards } from './counter-cards';

test("each counter shows its label and figure, named by its label unless told otherwise; '–' while loading", () => {
  const { rerender } = render(
    <CounterCards
      counters={[
        { label: 'Total', value: undefined, name: 'Demandes : Total' },
        { label: 'En attente', value: undefined },
      ]}
    />,
  );
  expect(screen.getByLabelText('Demandes : Total')).toHaveTextContent('–');
  expect(screen.getByLabelText('En attente')).toHaveTextContent('–');
  rerender(
    <CounterCards
      counters={[
        { label: 'Total', value: 12, name: 'Demandes : Total' },
        { label: 'En attente', value: 0 },
      ]}
    />,
  );
  expect(screen.getByText('Total')).toBeInTheDocument();
  expect(screen.getByLabelText('Demandes : Total')).toHaveTextContent('12');
  // Zero is a figure, not a loading state.
  expect(screen.getByLabelText('En attente')).toHaveTextContent('0');
});
