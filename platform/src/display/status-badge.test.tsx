import { render, screen } from '@testing-library/react';
import { ProviderStatusBadge, RequestStatusBadge, StatusBadge } from './status-badge';

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

test.each([
  ['pending', 'En attente', 'yellow'],
  ['accepted', 'Validé', 'green'],
  ['rejected', 'Refusé', 'red'],
  ['modified', 'Modifié', 'purple'],
  [null, 'En attente', 'yellow'],
])('provider status %s shows "%s" in %s', (status, label, tone) => {
  render(<ProviderStatusBadge status={status} />);
  expect(screen.getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
});

test.each([
  ['quote_sent', 'Devis reçu', 'blue'],
  ['quoted', 'En attente', 'yellow'],
  ['accepted', 'Acceptée', 'green'],
  ['rejected', 'Refusée', 'red'],
])('request status %s shows "%s" in %s', (status, label, tone) => {
  render(<RequestStatusBadge status={status} />);
  expect(screen.getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
});
