import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '../provider/platform-provider';
import { MessageThread, type ThreadMessage } from './message-thread';

const msg = (id: string, sender_type: ThreadMessage['sender_type'], content: string, created_at: string): ThreadMessage => ({ id, sender_type, content, created_at });

const base = [
  msg('m1', 'client', 'Bonjour, pouvez-vous passer mardi ?', '2026-11-20T09:00:00Z'),
  msg('m2', 'provider', 'Oui, à 14 h.', '2026-11-20T09:05:00Z'),
];

// jsdom lays nothing out: give the thread a content taller than its box so scrolling means something.
let scrollHeight = 1000;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});
beforeEach(() => {
  scrollHeight = 1000;
});

const renderThread = (messages: ThreadMessage[], props: Partial<Parameters<typeof MessageThread>[0]> = {}) => {
  const ui = (m: ThreadMessage[], p = props) => (
    <PlatformProvider>
      <MessageThread messages={m} own="provider" otherName="Marie Durand" label="Messages avec Marie Durand" {...p} />
    </PlatformProvider>
  );
  const view = render(ui(messages));
  return { ...view, update: (m: ThreadMessage[], p = props) => view.rerender(ui(m, p)) };
};

test('shows each message with who wrote it and its Paris time; own messages say "Vous"', () => {
  renderThread(base);
  const log = screen.getByRole('log', { name: 'Messages avec Marie Durand' });
  const items = within(log).getAllByRole('listitem').filter((li) => li.textContent?.includes('·'));
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Bonjour, pouvez-vous passer mardi ?');
  expect(items[0]).toHaveTextContent('Marie Durand · 10:00');
  expect(items[1]).toHaveTextContent('Vous · 10:05');
  // One day divider in French for the two messages of 20 November.
  expect(within(log).getAllByText('20 novembre 2026')).toHaveLength(1);
});

test('puts own messages on the right and the other party on the left', () => {
  renderThread(base);
  const [theirs, mine] = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('·'));
  expect(getComputedStyle(theirs!).alignItems).toBe('flex-start');
  expect(getComputedStyle(mine!).alignItems).toBe('flex-end');
});

test('shows HTML in a message as text, never as markup', () => {
  renderThread([msg('x', 'client', '<img src=x onerror="alert(1)"><b>gras</b>', '2026-11-20T09:00:00Z')]);
  const log = screen.getByRole('log');
  expect(within(log).getByText('<img src=x onerror="alert(1)"><b>gras</b>')).toBeInTheDocument();
  expect(log.querySelector('img, b')).toBeNull();
});

test('keeps line breaks of a multi-line message', () => {
  renderThread([msg('x', 'client', 'Ligne 1\nLigne 2', '2026-11-20T09:00:00Z')]);
  const text = screen.getByText(/Ligne 1/);
  expect(text.textContent).toBe('Ligne 1\nLigne 2');
  expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
});

test('opens at the newest message and follows new ones while the reader is at the bottom', () => {
  const { update } = renderThread(base);
  const log = screen.getByRole('log');
  expect(log.scrollTop).toBe(1000);
  scrollHeight = 1200;
  update([...base, msg('m3', 'client', 'Parfait, à mardi', '2026-11-20T09:10:00Z')]);
  expect(log.scrollTop).toBe(1200);
  expect(screen.queryByRole('button', { name: /Nouveau message/ })).not.toBeInTheDocument();
});

test('does not pull a reader who scrolled up; "Nouveau message" brings them down', async () => {
  const user = userEvent.setup();
  const { update } = renderThread(base);
  const log = screen.getByRole('log');
  log.scrollTop = 100;
  log.dispatchEvent(new Event('scroll'));
  scrollHeight = 1200;
  update([...base, msg('m3', 'client', 'Vous êtes là ?', '2026-11-20T09:10:00Z')]);
  expect(log.scrollTop).toBe(100);
  await user.click(screen.getByRole('button', { name: /Nouveau message/ }));
  expect(log.scrollTop).toBe(1200);
  expect(screen.queryByRole('button', { name: /Nouveau message/ })).not.toBeInTheDocument();
});

test('always scrolls to a message one just sent, even when scrolled up', () => {
  const { update } = renderThread(base);
  const log = screen.getByRole('log');
  log.scrollTop = 100;
  log.dispatchEvent(new Event('scroll'));
  scrollHeight = 1300;
  update([...base, { ...msg('tmp', 'provider', 'Je confirme', '2026-11-20T09:11:00Z'), pending: true }]);
  expect(log.scrollTop).toBe(1300);
  expect(screen.getByText(/Envoi\.\.\./)).toBeInTheDocument();
});

test('keeps the reader in place when older messages are loaded on top', async () => {
  const user = userEvent.setup();
  const onLoadOlder = jest.fn();
  const { update } = renderThread(base, { hasOlder: true, onLoadOlder });
  const log = screen.getByRole('log');
  await user.click(screen.getByRole('button', { name: 'Messages précédents' }));
  expect(onLoadOlder).toHaveBeenCalledTimes(1);
  log.scrollTop = 0;
  log.dispatchEvent(new Event('scroll'));
  scrollHeight = 1500;
  update([msg('m0', 'client', 'Premier message', '2026-11-19T08:00:00Z'), ...base], { hasOlder: false, onLoadOlder });
  expect(log.scrollTop).toBe(500);
  expect(screen.getByText('19 novembre 2026')).toBeInTheDocument();
});

test('shows the load error with a retry, and an empty thread with an invitation', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  const { update } = renderThread([], { error: 'Impossible de charger les messages', onRetry });
  expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les messages');
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(onRetry).toHaveBeenCalled();
  update([], {});
  expect(screen.getByText(/Aucun message pour le moment/)).toBeInTheDocument();
});

test('is a focusable region so the keyboard can scroll it', () => {
  renderThread(base);
  expect(screen.getByRole('log')).toHaveAttribute('tabindex', '0');
});
