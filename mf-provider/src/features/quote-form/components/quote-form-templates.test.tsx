import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Client } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { pagedList } from '../../../../../jest/testing/fake-list';

afterEach(resetApp);
// The first render compiles the date pickers, which takes a few seconds under jest (see quote-form.test.tsx).
jest.setTimeout(60_000);

const client: Client = {
  id: 'c1', user_id: 'uid-pro', client_account_id: null, company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: null, phone: null,
  address: null, postal_code: null, city: null, country: 'France', created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};

function pickerAnswers() {
  fakeBackend.respond('GET', '/api/clients', pagedList(() => [client], (c) => [c.company_name, c.contact_name, c.email]));
  fakeBackend.respond('GET', '/api/services', pagedList(() => [], (s: { name: string }) => [s.name]));
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [], nextCursor: null, total: 0 } }));
}

async function openForm(path: string) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  pickerAnswers();
  renderApp(path);
  await screen.findByRole('region', { name: 'Totaux' }, { timeout: 20_000 });
  return userEvent.setup();
}

const totals = () => screen.getByRole('region', { name: 'Totaux' });
const amount = (label: string) => within(totals()).getByLabelText(label).textContent?.replace(/\s/g, ' ');
const lineValues = (n: number) => [
  (screen.getByLabelText(`Description ligne ${n}`) as HTMLInputElement).value,
  (screen.getByLabelText(`Quantité ligne ${n}`) as HTMLInputElement).value,
  (screen.getByRole('combobox', { name: `Unité ligne ${n}` }) as HTMLInputElement).value,
  (screen.getByLabelText(`Prix unitaire HT ligne ${n}`) as HTMLInputElement).value,
  screen.getByRole('combobox', { name: `TVA ligne ${n}` }).textContent,
];

test("'?modele=' opens a new quote with the template's title and lines and their totals; the client is picked, and it saves in cents", async () => {
  const user = await openForm('/app/quotes/new?modele=renovation');
  fakeBackend.respond('POST', '/api/quotes', (call) => ({ status: 201, body: { ...(call.body as object), id: 'q1', quote_number: '2026-001' } }));

  expect(screen.getByRole('status')).toHaveTextContent('Modèle « Artisan du bâtiment » appliqué : ajustez les lignes et vos prix.');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Travaux de rénovation');
  expect(screen.getAllByTestId('quote-line')).toHaveLength(3);
  expect(lineValues(1)).toEqual(['Dépose et évacuation de l’existant', '1', 'forfait', '450,00', '10 %']);
  expect(lineValues(2)).toEqual(['Fourniture et pose de carrelage', '18', 'm²', '65,00', '10 %']);
  expect(lineValues(3)).toEqual(['Main-d’œuvre', '12', 'heure', '45,00', '10 %']);
  expect(amount('Total HT')).toBe('2 160,00 €');
  expect(amount('TVA 10 %')).toBe('216,00 €');
  expect(amount('Total TTC')).toBe('2 376,00 €');
  // Nothing is chosen for the provider: the client stays to pick.
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('');

  // Every line stays editable.
  await user.clear(screen.getByLabelText('Prix unitaire HT ligne 3'));
  await user.type(screen.getByLabelText('Prix unitaire HT ligne 3'), '50');
  expect(amount('Total HT')).toBe('2 220,00 €');
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

  expect(await screen.findByText('Devis enregistré')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/quotes')[0]?.body).toMatchObject({
    client_id: 'c1',
    title: 'Travaux de rénovation',
    lines: [
      { description: 'Dépose et évacuation de l’existant', quantity: 1, unit: 'forfait', unit_price_ht: 45000, tva_rate_percent: 10, service_id: 'custom' },
      { description: 'Fourniture et pose de carrelage', quantity: 18, unit: 'm²', unit_price_ht: 6500, tva_rate_percent: 10, service_id: 'custom' },
      { description: 'Main-d’œuvre', quantity: 12, unit: 'heure', unit_price_ht: 5000, tva_rate_percent: 10, service_id: 'custom' },
    ],
  });
});

test("an unknown '?modele=' is ignored: the new quote opens empty", async () => {
  await openForm('/app/quotes/new?modele=inconnu');

  expect(screen.getAllByTestId('quote-line')).toHaveLength(1);
  expect(screen.getByLabelText('Description ligne 1')).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('');
  expect(screen.queryByText(/appliqué/)).not.toBeInTheDocument();
  expect(amount('Total TTC')).toBe('0,00 €');
});

test("under the VAT franchise a template's lines are at 0 % and the total has no VAT", async () => {
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: { user_id: 'uid-pro', company_name: 'Auto-entreprise Durand', vat_franchise: true } }));
  await openForm('/app/quotes/new?modele=conseil');

  await waitFor(() => expect(within(totals()).getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument());
  for (const n of [1, 2]) expect(screen.getByRole('combobox', { name: `TVA ligne ${n}` })).toHaveTextContent('0 %');
  expect(amount('Total HT')).toBe('3 150,00 €');
  expect(amount('Total TTC')).toBe('3 150,00 €');
});

test("'Partir d'un modèle' fills an empty new quote from the keyboard", async () => {
  const user = await openForm('/app/quotes/new');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => screen.getByRole('button', { name: "Partir d'un modèle" }).focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: "Partir d'un modèle" });
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
  // The first item has the focus; the third is the consultant's.
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('Modèle « Consultant » appliqué');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Mission de conseil');
  expect(lineValues(1)).toEqual(['Audit et entretiens', '3', 'jour', '750,00', '20 %']);
  expect(lineValues(2)).toEqual(['Atelier de restitution', '1', '', '900,00', '20 %']);
  expect(amount('Total HT')).toBe('3 150,00 €');
  expect(amount('TVA 20 %')).toBe('630,00 €');
  expect(amount('Total TTC')).toBe('3 780,00 €');
});

test("'Partir d'un modèle' over typed lines asks before replacing them, and keeps a typed title", async () => {
  const user = await openForm('/app/quotes/new');
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Chantier Dupont');
  await user.type(screen.getByLabelText('Description ligne 1'), 'Ma ligne');

  await user.click(screen.getByRole('button', { name: "Partir d'un modèle" }));
  await user.click(await screen.findByRole('menuitem', { name: /Photographe/ }));
  const ask = await screen.findByRole('dialog', { name: 'Remplacer les lignes ?' });
  expect(ask).toHaveTextContent('Les lignes de ce devis seront remplacées par celles du modèle « Photographe ».');
  await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getAllByTestId('quote-line')).toHaveLength(1);
  expect(screen.getByLabelText('Description ligne 1')).toHaveValue('Ma ligne');

  await user.click(screen.getByRole('button', { name: "Partir d'un modèle" }));
  await user.click(await screen.findByRole('menuitem', { name: /Photographe/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Remplacer les lignes ?' })).getByRole('button', { name: 'Remplacer les lignes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getAllByTestId('quote-line')).toHaveLength(3);
  expect(screen.getByLabelText('Description ligne 1')).toHaveValue('Reportage photo');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Chantier Dupont');
  expect(amount('Total HT')).toBe('1 150,00 €');
});

test("the landing's link, signed out: login, then back on the new quote with the template", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  pickerAnswers();
  renderApp('/app/quotes/new?modele=web');
  await waitFor(() => expect(window.location.pathname).toBe('/login'));

  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), 'pro@dupont.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');

  await screen.findByRole('region', { name: 'Totaux' }, { timeout: 20_000 });
  expect(`${window.location.pathname}${window.location.search}`).toBe('/app/quotes/new?modele=web');
  expect(screen.getByRole('status')).toHaveTextContent('Modèle « Développeur web freelance » appliqué');
  expect(screen.getAllByTestId('quote-line')).toHaveLength(3);
});

test("the landing's link, new visitor: sign-up from the login page, login, confirmation, then the new quote with the template", async () => {
  pickerAnswers();
  let account: { emailVerified: boolean } | undefined;
  fakeBackend.respond('POST', '/api/auth/register-provider', () => {
    account = fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: false });
    return { status: 201, body: { uid: 'uid-pro' } };
  });
  renderApp('/app/quotes/new?modele=web');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Créer un compte' }));
  await user.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Dupont Web');
  await user.type(screen.getByLabelText(/Email/), 'pro@dupont.fr');
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');

  // The login page, once the sign-up has gone: its password field, not the sign-up's.
  await screen.findByText(/Un lien de confirmation a été envoyé à pro@dupont.fr/);
  await user.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
  expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse email' })).toBeInTheDocument();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/app/quotes/new?modele=web');

  // The address is confirmed from the email, then 'J'ai confirmé mon email' opens the page asked for.
  account!.emailVerified = true;
  await user.click(screen.getByRole('button', { name: "J'ai confirmé mon email" }));
  await screen.findByRole('region', { name: 'Totaux' }, { timeout: 20_000 });
  expect(screen.getByRole('status')).toHaveTextContent('Modèle « Développeur web freelance » appliqué');
});
