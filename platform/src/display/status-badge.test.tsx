import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

test.each([
  ['draft', 'Brouillon', 'grey'],
  ['sent', 'Envoyé', 'blue'],
  ['accepted', 'Accepté', 'green'],
  ['rejected', 'Refusé', 'red'],
  ['expired', 'Expiré', 'orange'],
  ['something-else', 'Brouillon', 'grey'],
])('status %s shows "%s" in %s', (status, label, tone) => {
  render(<StatusBadge status={status} />);
  const badge = screen.getByText(label).closest('[data-tone]');
  expect(badge).toHaveAttribute('data-tone', tone);
});
