import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { providerProfile } from '../../../testing/provider-profile';

afterEach(resetApp);
// Whole-app renders with user typing in a long form: 14 s alone, over 30 s at load 15 on the shared 2-core
// machine (it timed out two full runs there).
jest.setTimeout(90_000);

const profile = providerProfile();

async function openProfile(publicProvider: boolean, saved: Record<string, unknown> = {}) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/fn/features', () => ({ status: 200, body: { PUBLIC_PROVIDER: publicProvider } }));
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: { ...profile, ...saved } }));
  renderApp('/app/profile');
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 10_000 });
  return userEvent.setup({ delay: null });
}

test('the public-page card shows only while PUBLIC_PROVIDER is on', async () => {
  await openProfile(true);
  const card = await screen.findByRole('region', { name: 'Page publique' });
  expect(within(card).getByRole('link', { name: 'Ouvrir la page' })).toHaveAttribute('href', `${window.location.origin}/p/abcdefghijklmnopqrstuvwx`);
  expect(within(card).getByRole('textbox', { name: 'Adresse de la page publique' })).toHaveValue(`${window.location.origin}/p/abcdefghijklmnopqrstuvwx`);
  // The first app goes before its session: signing out under a mounted app re-renders it outside the test's act().
  cleanup();
  await resetApp();

  await openProfile(false);
  expect(screen.getByRole('region', { name: 'Image de marque' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Page publique' })).not.toBeInTheDocument();
});

test("the spec's defaults are shown, an invalid IBAN is refused, and a save says 'Profil mis à jour'", async () => {
  const user = await openProfile(false);
  fakeBackend.respond('PUT', '/api/profile', (call) => ({ status: 200, body: { ...profile, ...(call.body as object) } }));
  expect(screen.getByLabelText('Conditions de paiement')).toHaveValue('Règlement à 30 jours');
  expect(screen.getByText('#3B82F6')).toBeInTheDocument();
  expect(screen.getByText('#64748B')).toBeInTheDocument();
  expect(screen.getByText('#10B981')).toBeInTheDocument();

  await user.type(screen.getByLabelText('IBAN'), 'FR00 1234');
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
  expect(await screen.findByText('IBAN invalide')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile')).toHaveLength(0);

  await user.clear(screen.getByLabelText('IBAN'));
  await user.type(screen.getByLabelText('IBAN'), 'FR76 3000 6000 0112 3456 7890 189');
  await user.clear(screen.getByLabelText("Nom de l'entreprise", { exact: false }));
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
  expect(await screen.findByText("Le nom de l'entreprise est requis")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Nom de l'entreprise", { exact: false }), 'Studio Lumière Paris');
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
  expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile')[0]?.body).toMatchObject({
    company_name: 'Studio Lumière Paris',
    iban: 'FR7630006000011234567890189',
    quote_payment_terms: 'Règlement à 30 jours',
    brand_primary_color: '#3B82F6',
  });
});

test('the public page: switch, mode and address are saved at once through their own routes', async () => {
  const user = await openProfile(true, { public_page_enabled: false, public_id: null, public_access_mode: 'ACCESS_ON_EMAIL' });
  const card = await screen.findByRole('region', { name: 'Page publique' });
  fakeBackend.respond('PUT', '/api/profile/public-page', (call) => {
    const { enabled, mode } = call.body as { enabled: boolean; mode: string };
    return { status: 200, body: { ...profile, public_page_enabled: enabled, public_access_mode: mode, public_id: 'k3v9x2m8q7w4e6r1t5y0u2i8' } };
  });
  expect(within(card).getByRole('button', { name: "Générer l'adresse publique" })).toBeInTheDocument();
  await user.click(within(card).getByRole('switch', { name: 'Activer ma page publique' }));
  expect(await screen.findByText('Page publique activée')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile/public-page')[0]?.body).toEqual({ enabled: true, mode: 'ACCESS_ON_EMAIL' });
  expect(await within(card).findByRole('textbox', { name: 'Adresse de la page publique' })).toHaveValue(`${window.location.origin}/p/k3v9x2m8q7w4e6r1t5y0u2i8`);
  expect(within(card).queryByRole('button', { name: "Générer l'adresse publique" })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('radio', { name: /Catalogue libre, email demandé au téléchargement du PDF/ }));
  expect(await screen.findByText("Mode d'accès mis à jour")).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/profile/public-page')[1]?.body).toEqual({ enabled: true, mode: 'DOWNLOAD_ON_EMAIL' });
  expect(within(card).getByRole('radio', { name: /Catalogue libre/ })).toBeChecked();
  // The profile form does not carry the public page.
  expect(fakeBackend.callsTo('PUT', '/api/profile')).toHaveLength(0);
});

test("the card's error toasts: status, mode with its reason, and 'ID public existant'", async () => {
  const user = await openProfile(true, { public_page_enabled: false, public_id: null, public_access_mode: 'ACCESS_ON_EMAIL' });
  const card = await screen.findByRole('region', { name: 'Page publique' });
  fakeBackend.respond('PUT', '/api/profile/public-page', () => ({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: "Mode d'accès invalide" } } }));
  await user.click(within(card).getByRole('switch', { name: 'Activer ma page publique' }));
  expect(await screen.findByText('Impossible de modifier le statut de la page publique')).toBeInTheDocument();
  expect(within(card).getByRole('switch', { name: 'Activer ma page publique' })).not.toBeChecked();
  await user.click(within(card).getByRole('radio', { name: /Catalogue libre/ }));
  expect(await screen.findByText("Impossible de modifier le mode d'accès : Mode d'accès invalide")).toBeInTheDocument();

  fakeBackend.respond('POST', '/api/profile/public-id', () => ({ status: 409, body: { error: { code: 'PUBLIC_ID_EXISTS', message: 'ID public existant' } } }));
  await user.click(within(card).getByRole('button', { name: "Générer l'adresse publique" }));
  expect(await screen.findByText('ID public existant')).toBeInTheDocument();
  fakeBackend.respond('POST', '/api/profile/public-id', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur est survenue, veuillez réessayer' } } }));
  await user.click(within(card).getByRole('button', { name: "Générer l'adresse publique" }));
  expect(await screen.findByText("Impossible de générer l'ID public")).toBeInTheDocument();
});

test('typed changes are not lost by leaving: a header link asks first; a refused save takes the focus to the field to fix; once saved, leaving is free', async () => {
  const user = await openProfile(false);
  fakeBackend.respond('PUT', '/api/profile', (call) => ({ status: 200, body: { ...profile, ...(call.body as object) } }));
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [], nextCursor: null, total: 0 } }));
  await user.clear(screen.getByLabelText('Ville'));
  await user.type(screen.getByLabelText('Ville'), 'Marseille');
  const devis = () => within(screen.getByRole('navigation', { name: /principale|Navigation/i })).getByRole('link', { name: 'Devis' });
  await user.click(devis());
  const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  expect(ask).toHaveTextContent('Les modifications de votre profil seront perdues.');
  await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Ville')).toHaveValue('Marseille');

  await user.type(screen.getByLabelText('TVA intracommunautaire'), 'X');
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[1]!);
  expect(await screen.findByText('Numéro de TVA intracommunautaire invalide')).toBeInTheDocument();
  expect(screen.getByLabelText('TVA intracommunautaire')).toHaveFocus();

  await user.clear(screen.getByLabelText('TVA intracommunautaire'));
  await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[1]!);
  expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
  await user.click(devis());
  expect(await screen.findByRole('heading', { name: 'Mes devis', level: 1 })).toBeInTheDocument();
});
