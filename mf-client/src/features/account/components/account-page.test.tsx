import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { browser } from '../../../lib/browser';

afterEach(resetApp);

async function openAccount() {
  fakeBackend.addAccount({ uid: 'uid-cli', email: 'camille@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('camille@exemple.fr', 'secret1');
  fakeBackend.respond('GET', '/api/me', () => ({
    status: 200,
    body: { uid: 'uid-cli', role: 'client', email: 'camille@exemple.fr', emailVerified: false, clientAccount: { id: 'uid-cli', email: 'camille@exemple.fr', name: 'Camille Martin', company_name: 'Camille SAS', phone: null, avatar_url: null, created_at: 'x', updated_at: 'x' } },
  }));
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  renderApp('/client/compte');
  await screen.findByRole('heading', { name: 'Mon compte' }, { timeout: 10_000 });
  return { user: userEvent.setup({ delay: null }), assign };
}

test("'Mon compte' shows the account, exports its data and deletes it once SUPPRIMER is typed", async () => {
  const { user, assign } = await openAccount();
  expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/client/compte');

  fakeBackend.respond('POST', '/api/account/export', () => ({ status: 201, body: { url: '/api/account/export/abc?t=xyz', expires_at: 'x' } }));
  await user.click(screen.getByRole('button', { name: 'Exporter mes données' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/account/export/abc?t=xyz'));

  fakeBackend.respond('POST', '/api/account/delete', () => ({ status: 204 }));
  await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
  const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Saisissez SUPPRIMER pour confirmer'), 'SUPPRIMER');
  await user.click(confirm);
  expect(await screen.findByText('Votre compte a été supprimé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/account/delete')[0]?.body).toEqual({ confirmation: 'SUPPRIMER' });
  await waitFor(() => expect(window.location.pathname).toBe('/client/login'));
});
