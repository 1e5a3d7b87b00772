import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import { PlatformProvider } from '../provider/platform-provider';
import { useToast, type Toast } from './use-toast';
import { getContrastRatio } from '@mui/material/styles';
import { toastColors } from './toast-colors';

const anyToast = /^(Connexion réussie|Erreur \d)$/;

/** Renders the provider around `page`; returns the toasts, as a component gets them. */
function renderWithToasts(page?: ReactNode): () => Toast {
  let toast: Toast | null = null;
  function Grab() {
    toast = useToast();
    return null;
  }
  render(
    <PlatformProvider>
      <Grab />
      {page}
    </PlatformProvider>,
  );
  return () => toast!;
}

test('a toast shows its title and message; at most 3 are visible at once', async () => {
  const toast = renderWithToasts();
  act(() => toast().success('Connexion réussie', 'Vous êtes maintenant connecté'));
  expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
  expect(screen.getByText('Vous êtes maintenant connecté')).toBeInTheDocument();
  act(() => {
    for (const n of [1, 2, 3, 4]) toast().error(`Erreur ${n}`);
  });
  expect(screen.getAllByText(anyToast).length).toBeLessThanOrEqual(3);
  // The oldest makes room for a new one; the rest stay queued while 3 are shown.
  expect(await screen.findByText('Erreur 3')).toBeInTheDocument();
  expect(screen.getAllByText(anyToast)).toHaveLength(3);
  expect(screen.queryByText('Erreur 4')).not.toBeInTheDocument();
});

test('toast backgrounds keep white text readable (WCAG AA, 4.5:1)', async () => {
  const toast = renderWithToasts();
  act(() => toast().success('Devis envoyé'));
  const surface = (await screen.findByText('Devis envoyé')).closest('.notistack-MuiContent-success');
  expect(surface).not.toBeNull();
  expect(getComputedStyle(surface!).backgroundColor).toBe('rgb(4, 120, 87)');
  for (const background of Object.values(toastColors)) expect(getContrastRatio('#FFFFFF', background)).toBeGreaterThanOrEqual(4.5);
});

test('toasts are drawn in a live region that is in the page before them; errors are alerts', async () => {
  const toast = renderWithToasts();
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();

  act(() => toast().success('Devis envoyé', 'Le client a reçu le lien'));
  expect(within(region).getByText('Devis envoyé')).toBeInTheDocument();
  expect(within(region).getByText('Le client a reçu le lien')).toBeInTheDocument();
  // Only errors interrupt: the success toast is no alert of its own.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => toast().error('Erreur de réseau'));
  expect(within(region).getByRole('alert')).toHaveTextContent('Erreur de réseau');
});

test('a toast shown while a dialog is open is still announced: its region is not hidden with the page', async () => {
  const toast = renderWithToasts(
    <>
      <p>La page</p>
      <Dialog open aria-labelledby="send-title">
        <DialogTitle id="send-title">Envoyer le devis</DialogTitle>
        <button>Envoyer</button>
      </Dialog>
    </>,
  );
  await screen.findByRole('dialog', { name: 'Envoyer le devis' });
  act(() => toast().success('Devis envoyé', 'Le client a reçu le devis par email.'));
  // The page behind the dialog is hidden from screen readers; the toasts' region is not.
  expect(screen.getByText('La page').closest('[aria-hidden="true"]')).not.toBeNull();
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-hidden'));
  expect(within(region).getByText('Devis envoyé')).toBeInTheDocument();
});

test('a toast can be closed at once (on a phone it sits over the header)', async () => {
  const toast = renderWithToasts();
  act(() => toast().success('Connexion réussie', 'Vous êtes maintenant connecté'));
  const shown = await screen.findByText('Connexion réussie');
  act(() => within(shown.closest('.notistack-MuiContent') as HTMLElement).getByRole('button', { name: 'Fermer le message' }).click());
  await waitFor(() => expect(screen.queryByText('Connexion réussie')).not.toBeInTheDocument());
});
