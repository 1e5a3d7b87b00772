import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(30_000);

async function openProfile(avatarUrl: string | null) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/fn/features', () => ({ status: 200, body: { PUBLIC_PROVIDER: false } }));
  fakeBackend.respond('GET', '/api/profile', () => ({
    status: 200,
    body: { id: 'uid-pro', user_id: 'uid-pro', company_name: 'Studio Lumière Paris', avatar_url: avatarUrl, public_page_enabled: false, public_id: null },
  }));
  renderApp('/app/profile');
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 10_000 });
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

test('without a photo the avatar shows at most 2 initials', async () => {
  await openProfile(null);
  expect(screen.getByText('SL')).toBeInTheDocument();
});

test("a file that is not an image is refused with 'Le fichier doit être une image'", async () => {
  await openProfile(null);
  pick(new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Le fichier doit être une image')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/profile/avatar')).toHaveLength(0);
});

test("an image over 5 MB is refused with 'L'image ne doit pas dépasser 5MB'", async () => {
  await openProfile(null);
  pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByText("L'image ne doit pas dépasser 5MB")).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/profile/avatar')).toHaveLength(0);
});

test('a valid image is uploaded as base64 and confirmed', async () => {
  await openProfile(null);
  fakeBackend.respond('POST', '/api/profile/avatar', () => ({ status: 200, body: { avatar_url: '/files/avatars/uid-pro.png' } }));
  pick(new File(['png-bytes'], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByText('Photo de profil mise à jour')).toBeInTheDocument();
  await waitFor(() =>
    expect(fakeBackend.callsTo('POST', '/api/profile/avatar')[0]?.body).toEqual({ contentType: 'image/png', dataBase64: Buffer.from('png-bytes').toString('base64') }),
  );
});
