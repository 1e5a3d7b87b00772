import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(60_000);

async function openProfile() {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/fn/features', () => ({ status: 200, body: { PUBLIC_PROVIDER: false } }));
  fakeBackend.respond('GET', '/api/profile', () => ({
    status: 200,
    body: { id: 'uid-pro', user_id: 'uid-pro', company_name: 'Studio Lumière Paris', logo_url: null, show_logo_on_quotes: false, public_page_enabled: false, public_id: null },
  }));
  renderApp('/app/profile');
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 10_000 });
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });

test("a logo that is not PNG or JPEG, or over 512 KB, is refused before any call", async () => {
  await openProfile();
  pick(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
  expect(await screen.findByText('Le logo doit être une image PNG ou JPEG')).toBeInTheDocument();
  pick(new File([new Uint8Array(512 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByText('Le logo ne doit pas dépasser 512 Ko')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/profile/logo')).toHaveLength(0);
});

test('an uploaded logo fills the form, switches it on for the quotes, and a later save keeps it with the edits', async () => {
  await openProfile();
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/Nom de l'entreprise/));
  await user.type(screen.getByLabelText(/Nom de l'entreprise/), 'Studio Lumière');
  fakeBackend.respond('POST', '/api/profile/logo', () => ({ status: 200, body: { logo_url: 'http://127.0.0.1:5000/fn/files/logos/uid-pro-1.png' } }));
  pick(new File(['png-bytes'], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByText('Logo mis à jour')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/profile/logo')[0]?.body).toEqual({ contentType: 'image/png', dataBase64: Buffer.from('png-bytes').toString('base64') });
  expect(screen.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', 'http://127.0.0.1:5000/fn/files/logos/uid-pro-1.png');
  expect(screen.getByRole('switch', { name: 'Afficher le logo sur les devis' })).toBeChecked();
  // The edit typed before the upload is still there to save.
  expect(screen.getByLabelText(/Nom de l'entreprise/)).toHaveValue('Studio Lumière');
  fakeBackend.respond('PUT', '/api/profile', ({ body }) => ({ status: 200, body }));
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
  await waitFor(() => expect(fakeBackend.callsTo('PUT', '/api/profile')).toHaveLength(1));
  expect(fakeBackend.callsTo('PUT', '/api/profile')[0]?.body).toMatchObject({ company_name: 'Studio Lumière', logo_url: 'http://127.0.0.1:5000/fn/files/logos/uid-pro-1.png', show_logo_on_quotes: true });
});

test("'Retirer le logo' empties it, and the save sends no logo", async () => {
  await openProfile();
  const user = userEvent.setup();
  fakeBackend.respond('POST', '/api/profile/logo', () => ({ status: 200, body: { logo_url: 'http://127.0.0.1:5000/fn/files/logos/uid-pro-1.png' } }));
  pick(new File(['png-bytes'], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByText('Logo mis à jour')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
  expect(screen.queryByRole('img', { name: 'Logo actuel' })).not.toBeInTheDocument();
  expect(screen.getByText('Aucun logo')).toBeInTheDocument();
  fakeBackend.respond('PUT', '/api/profile', ({ body }) => ({ status: 200, body }));
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
  await waitFor(() => expect(fakeBackend.callsTo('PUT', '/api/profile')).toHaveLength(1));
  expect((fakeBackend.callsTo('PUT', '/api/profile')[0]?.body as { logo_url: unknown }).logo_url).toBeFalsy();
});
