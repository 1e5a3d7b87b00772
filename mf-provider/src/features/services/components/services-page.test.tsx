import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Service } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { pagedList } from '../../../../../jest/testing/fake-list';
import { completeProfile } from '../../../testing/provider-profile';

// The provider's VAT (franchise or not) comes from its profile; a test may answer it otherwise.
beforeEach(() => fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: completeProfile() })));
afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(60_000);

const site: Service = {
  id: 's1', user_id: 'uid-pro', name: 'Site vitrine', description: 'Cinq pages', unit_price_ht: 123456, tva_rate_percent: 20, unit: 'forfait',
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};
const book: Service = { ...site, id: 's2', name: 'Livre', description: 'Impression', unit_price_ht: 1000, tva_rate_percent: 5.5, unit: 'unité' };

async function openServices(services: Service[]) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/api/services', pagedList(() => services, (s) => [s.name, s.description]));
  renderApp('/app/services');
  await screen.findByRole('heading', { name: 'Services' }, { timeout: 10_000 });
  return userEvent.setup();
}

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

test('cards show price HT, VAT and price TTC; search matches name or description', async () => {
  const user = await openServices([site, book]);
  const card = await screen.findByRole('article', { name: 'Site vitrine' });
  expect(text(card)).toContain('1 234,56 € / forfait');
  expect(text(card)).toContain('20 %');
  expect(text(card)).toContain('1 481,47 €');
  expect(text(screen.getByRole('article', { name: 'Livre' }))).toContain('10,55 €');

  await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'impression');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Site vitrine' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Livre' })).toBeInTheDocument();
  expect(fakeBackend.callsToPath('GET', '/api/services').at(-1)?.query.get('search')).toBe('impression');
});

test('under the VAT franchise a card shows no VAT, its price being what the quote charges; the dialog says why', async () => {
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: completeProfile({ vat_franchise: true, tva_intracom: null }) }));
  const user = await openServices([site]);
  const card = await screen.findByRole('article', { name: 'Site vitrine' });
  await waitFor(() => expect(text(card)).toContain('TVANon applicable'));
  expect(text(card)).toContain('Prix TTC1 234,56 €');
  await user.click(within(card).getByRole('button', { name: 'Modifier Site vitrine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier le service' });
  expect(within(dialog).getByText(/Vos devis n'appliquent pas la TVA \(TVA non applicable, art. 293 B du CGI\)/)).toBeInTheDocument();
});

test("a long catalogue comes 50 at a time with 'Charger plus'", async () => {
  const many = Array.from({ length: 60 }, (_, i) => ({ ...site, id: `s${i}`, name: `Prestation ${String(i).padStart(2, '0')}` }));
  const user = await openServices(many);
  expect(await screen.findByText('50 sur 60 services')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByRole('article', { name: 'Prestation 59' })).toBeInTheDocument();
  expect(screen.getByText('60 sur 60 services')).toBeInTheDocument();
});

test("the dialog requires name and price, defaults to 'unité' and 20 %, sends cents and says 'Service créé'", async () => {
  const user = await openServices([]);
  fakeBackend.respond('POST', '/api/services', (call) => ({ status: 201, body: { ...site, ...(call.body as object), id: 's3' } }));
  await user.click(screen.getByRole('button', { name: 'Nouveau service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau service' });
  expect(within(dialog).getByLabelText('Unité')).toHaveValue('unité');
  // The VAT is one of the French rates, the five a quote line offers.
  const vat = within(dialog).getByRole('combobox', { name: 'TVA' });
  expect(vat).toHaveTextContent('20 %');
  await user.click(vat);
  expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['0 %', '2,1 %', '5,5 %', '10 %', '20 %']);
  await user.keyboard('{Escape}');

  await user.click(within(dialog).getByRole('button', { name: 'Créer le service' }));
  expect(await within(dialog).findByText('Le nom du service est requis')).toBeInTheDocument();
  expect(within(dialog).getByText('Le prix unitaire est requis')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText(/Nom/), 'Audit SEO');
  const price = within(dialog).getByLabelText(/Prix unitaire HT/);
  // A text field with a decimal keypad: the French comma is kept (a number input may drop it: 1234,5 → 12345).
  expect(price).toHaveAttribute('inputmode', 'decimal');
  expect(price).not.toHaveAttribute('type', 'number');
  await user.type(price, '1 234,5');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le service' }));
  expect(await screen.findByText('Service créé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/services')[0]?.body).toMatchObject({ name: 'Audit SEO', unit_price_ht: 123450, tva_rate_percent: 20, unit: 'unité' });
});

test('editing a service shows its price with a decimal comma', async () => {
  const user = await openServices([site]);
  await user.click(await screen.findByRole('button', { name: 'Modifier Site vitrine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier le service' });
  expect(within(dialog).getByLabelText(/Prix unitaire HT/)).toHaveValue('1234,56');
});

test('a service saved earlier at a rate that is not French keeps it, with a warning on its card, until a French rate is picked', async () => {
  const outdated: Service = { ...site, id: 's4', name: 'Ancien forfait', tva_rate_percent: 8.5 };
  const user = await openServices([site, outdated]);
  fakeBackend.respond('PUT', '/api/services/s4', (call) => ({ status: 200, body: { ...outdated, ...(call.body as object) } }));
  const card = await screen.findByRole('article', { name: 'Ancien forfait' });
  expect(within(card).getByRole('alert')).toHaveTextContent(
    "8,5 % n'est pas un taux de TVA français : sur un devis, la ligne prendra votre taux par défaut. Modifiez le service pour choisir 0 %, 2,1 %, 5,5 %, 10 % ou 20 %.",
  );
  expect(within(card).getByText('8,5 %')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Site vitrine' })).queryByRole('alert')).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Modifier Ancien forfait' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier le service' });
  const vat = within(dialog).getByRole('combobox', { name: 'TVA' });
  expect(vat).toHaveTextContent('8,5 % (ancien taux)');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le taux de TVA doit être un taux français : 0 %, 2,1 %, 5,5 %, 10 % ou 20 %')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/services/s4')).toHaveLength(0);

  await user.click(vat);
  await user.click(await screen.findByRole('option', { name: '10 %' }));
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Service mis à jour')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/services/s4')[0]?.body).toMatchObject({ tva_rate_percent: 10 });
});

test("a failed delete says 'Impossible de supprimer le service'", async () => {
  const user = await openServices([site]);
  fakeBackend.respond('DELETE', '/api/services/s1', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
  await user.click(await screen.findByRole('button', { name: 'Supprimer Site vitrine' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Impossible de supprimer le service')).toBeInTheDocument();
});
