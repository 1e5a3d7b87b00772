import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '@devis/platform';
import type { ActivityItem } from '@devis/domain';
import { RecentActivity } from './recent-activity';

const now = new Date('2026-11-22T12:00:00Z');
const item = (id: string, date: string, type: ActivityItem['type'] = 'client'): ActivityItem => ({
  id,
  type,
  title: `Élément ${id}`,
  description: 'Client',
  date,
});
const items: ActivityItem[] = [
  { ...item('1', '2026-11-22T11:50:00Z', 'quote'), title: 'Devis 2026-001', status: 'sent' },
  item('2', '2026-11-22T07:00:00Z'),
  item('3', '2026-11-19T12:00:00Z', 'service'),
  item('4', '2026-11-01T12:00:00Z'),
  item('5', '2026-10-01T08:30:00Z'),
];

test("collapsed, it shows 3 items with relative labels and 'Voir plus (N autres)'; expanded, all with date and time and 'Voir moins'", async () => {
  render(
    <PlatformProvider>
      <RecentActivity items={items} now={now} />
    </PlatformProvider>,
  );
  const list = screen.getByRole('list', { name: 'Activité récente' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getByText(/Il y a quelques minutes/)).toBeInTheDocument();
  expect(within(list).getByText(/Il y a 5 heure\(s\)/)).toBeInTheDocument();
  expect(within(list).getByText(/Il y a 3 jour\(s\)/)).toBeInTheDocument();
  expect(within(list).getByText('Envoyé')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus (2 autres)' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByText(/01\/10\/2026 10:30/)).toBeInTheDocument(); // Paris time, summer offset
  expect(within(list).queryByText(/Il y a/)).not.toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Voir moins' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
});

test('keeps at most 10 items when expanded, and shows no toggle for 3 items or fewer', async () => {
  const many = Array.from({ length: 12 }, (_, i) => item(String(i), `2026-11-${String(20 - i).padStart(2, '0')}T12:00:00Z`));
  const { unmount } = render(
    <PlatformProvider>
      <RecentActivity items={many} now={now} />
    </PlatformProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus (7 autres)' }));
  expect(within(screen.getByRole('list', { name: 'Activité récente' })).getAllByRole('listitem')).toHaveLength(10);
  unmount();

  render(
    <PlatformProvider>
      <RecentActivity items={many.slice(0, 3)} now={now} />
    </PlatformProvider>,
  );
  expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument();
});

test("a quote a client requested shows the provider's answer, as the quotes list does: 'En attente', then 'Validé'", () => {
  const requested = (provider_status: 'pending' | 'accepted'): ActivityItem => ({ ...item('r1', '2026-11-22T11:00:00Z', 'quote'), title: 'Devis 2026-002', status: 'sent', provider_status });
  const { rerender } = render(
    <PlatformProvider>
      <RecentActivity items={[requested('pending')]} now={now} />
    </PlatformProvider>,
  );
  const list = screen.getByRole('list', { name: 'Activité récente' });
  expect(within(list).getByText('En attente')).toBeInTheDocument();
  expect(within(list).queryByText('Envoyé')).not.toBeInTheDocument();
  rerender(
    <PlatformProvider>
      <RecentActivity items={[requested('accepted')]} now={now} />
    </PlatformProvider>,
  );
  expect(within(list).getByText('Validé')).toBeInTheDocument();
});
