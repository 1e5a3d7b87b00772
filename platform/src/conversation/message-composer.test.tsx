import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX_LENGTH } from '@devis/domain';
import { PlatformProvider } from '../provider/platform-provider';
import { MessageComposer } from './message-composer';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderComposer = (onSend: (content: string, messageKey: string) => Promise<unknown>, disabled = false) =>
  render(
    <PlatformProvider>
      <MessageComposer onSend={onSend} disabled={disabled} />
    </PlatformProvider>,
  );

const field = () => screen.getByRole('textbox', { name: 'Votre message' });

test('Enter sends the trimmed text and empties the field', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockResolvedValue(undefined);
  renderComposer(onSend);
  await user.type(field(), '  Bonjour  {Enter}');
  expect(onSend).toHaveBeenCalledWith('Bonjour', expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/));
  await waitFor(() => expect(field()).toHaveValue(''));
});

test('Shift+Enter adds a line instead of sending', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockResolvedValue(undefined);
  renderComposer(onSend);
  await user.type(field(), 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
  expect(onSend).not.toHaveBeenCalled();
  expect(field()).toHaveValue('Ligne 1\nLigne 2');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(onSend).toHaveBeenCalledWith('Ligne 1\nLigne 2', expect.any(String));
});

test('a blank message is never sent: "Message vide" shows until the user types', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockResolvedValue(undefined);
  renderComposer(onSend);
  await user.type(field(), '   {Enter}');
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('Message vide');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  await user.type(field(), 'a');
  expect(screen.queryByText('Message vide')).not.toBeInTheDocument();
});

test('a message over the limit is refused in French before sending', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockResolvedValue(undefined);
  renderComposer(onSend);
  await user.click(field());
  await user.paste('a'.repeat(MESSAGE_MAX_LENGTH + 1));
  expect(screen.getByText(`${MESSAGE_MAX_LENGTH + 1} / ${MESSAGE_MAX_LENGTH} caractères`)).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(`Le message ne doit pas dépasser ${MESSAGE_MAX_LENGTH} caractères`);
});

test('while sending, the button is disabled and a second Enter sends nothing more', async () => {
  const user = userEvent.setup();
  const pending = deferred();
  const onSend = jest.fn().mockReturnValue(pending.promise);
  renderComposer(onSend);
  await user.type(field(), 'Une fois{Enter}');
  expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  expect(field()).toHaveAttribute('readonly');
  expect(field()).toHaveFocus();
  await user.keyboard('{Enter}');
  fireEvent.submit(screen.getByRole('form', { name: 'Votre message' }));
  expect(onSend).toHaveBeenCalledTimes(1);
  pending.resolve();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
  expect(field()).toHaveValue('');
});

test('keeps the draft when sending fails, ready for another try', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockRejectedValueOnce(new Error("Impossible d'envoyer le message")).mockResolvedValueOnce(undefined);
  renderComposer(onSend);
  await user.type(field(), 'Important{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
  expect(field()).toHaveValue('Important');
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(field()).toHaveValue(''));
});

test('a draft sent again after a failure keeps its key (the server stores it once); an edited draft or the next message gets a new one', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn().mockRejectedValueOnce(new Error('Réseau')).mockRejectedValueOnce(new Error('Réseau')).mockResolvedValue(undefined);
  renderComposer(onSend);
  const sendAndWait = async (keys: string) => {
    await user.keyboard(keys);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
  };
  await user.click(field());
  await sendAndWait('Important{Enter}');
  await sendAndWait('{Enter}');
  await sendAndWait(' !{Enter}');
  await sendAndWait('Suivant{Enter}');
  const [first, retry, edited, next] = onSend.mock.calls;
  expect([first![0], retry![0], edited![0], next![0]]).toEqual(['Important', 'Important', 'Important !', 'Suivant']);
  expect(retry![1]).toBe(first![1]);
  expect(new Set([first![1], edited![1], next![1]]).size).toBe(3);
});

test('sends nothing while disabled', () => {
  const onSend = jest.fn().mockResolvedValue(undefined);
  renderComposer(onSend, true);
  expect(field()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  fireEvent.submit(screen.getByRole('form', { name: 'Votre message' }));
  expect(onSend).not.toHaveBeenCalled();
});

test('the field is described by its hint, which a screen reader reads with it', () => {
  renderComposer(jest.fn().mockResolvedValue(undefined));
  expect(field()).toHaveAccessibleDescription('Entrée pour envoyer, Maj+Entrée pour aller à la ligne');
});
