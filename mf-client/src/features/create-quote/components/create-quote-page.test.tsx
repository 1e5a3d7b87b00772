import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { directoryProvider } from '../../../testing/directory-provider';
import { renderApp } from '../../../testing/render-app';

// The wizard is typed through, four steps at a time: slow in jsdom on a busy machine.
jest.setTimeout(60_000);
afterEach(resetApp);

const detail = (id: string, name: string, vatFranchise: boolean) => ({
  ...directoryProvider(id, name),
  siret: null,
  tva_intracom: null,
  legal_form: null,
  vat_franchise: vatFranchise,
  quote_payment_terms: null,
  quote_terms_conditions: null,
  services: [{ id: `${id}-s1`, name: 'Séance photo', description: null, unit_price_ht: 50000, tva_rate_percent: 20, unit: 'séance' }],
});

async function wizardFor(...providers: ReturnType<typeof detail>[]) {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
  for (const p of providers) fakeBackend.respond('GET', `/api/client/providers/${p.user_id}`, () => ({ status: 200, body: p }));
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: providers.map((p) => ({ user_id: p.user_id, company_name: p.company_name, logo_url: null })) }));
  fakeBackend.respond('GET', '/api/client/providers', () => ({ status: 200, body: { items: [], nextCursor: null } }));
  renderApp(`/client/providers/${providers[0]!.user_id}/quote`);
  const user = userEvent.setup({ delay: null });
  for (const p of providers.slice(1)) await user.click(await screen.findByRole('button', { name: new RegExp(`Ajouter ${p.company_name}`) }));
  for (const p of providers) await user.click(await within(await screen.findByRole('region', { name: p.company_name })).findByRole('checkbox', { name: /Séance photo/ }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await screen.findByRole('heading', { name: 'Révision du devis' });
  return user;
}

test('a provider under the VAT franchise: the totals keep the client rates, and a note gives its total without VAT', async () => {
  const user = await wizardFor(detail('p1', 'Studio Lumière', true));
  const totals = screen.getByRole('region', { name: 'Totaux' });
  // 500 € HT at the client's 20 %.
  expect(totals).toHaveTextContent('TVA100,00 €Total TTC600,00 €');
  expect(screen.getByRole('note')).toHaveTextContent("Studio Lumière n'applique pas la TVA (TVA non applicable, art. 293 B du CGI) : son devis sera de 500,00 € TTC.");

  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
  expect(screen.getByRole('note')).toHaveTextContent('son devis sera de 500,00 € TTC.');
});

test('several providers: only those under the franchise are named, with their shared total', async () => {
  await wizardFor(detail('p1', 'Studio Lumière', true), detail('p2', 'Atelier Bleu', false), detail('p3', 'Photo Sud', true));
  // Three lines of 500 € HT at 20 %: 1 800 € TTC for Atelier Bleu, 1 500 € for the two others.
  expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('1 800,00 €');
  expect(screen.getByRole('note')).toHaveTextContent("Studio Lumière et Photo Sud n'appliquent pas la TVA (TVA non applicable, art. 293 B du CGI) : leur devis sera de 1 500,00 € TTC.");
});

test('no provider under the franchise: no note', async () => {
  await wizardFor(detail('p2', 'Atelier Bleu', false));
  expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('600,00 €');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('a link to an unknown provider: the spec toast, then no wizard but the way back to the directory', async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
  fakeBackend.respond('GET', '/api/client/providers/inconnu', () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Prestataire introuvable' } } }));
  renderApp('/client/providers/inconnu/quote');
  expect(await screen.findByText('Prestataire non trouvé')).toBeInTheDocument();
  expect(await screen.findByText('Impossible de charger le prestataire sélectionné')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Créer un devis|Demander un devis/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour aux prestataires' })).toHaveAttribute('href', '/client/providers');
});

test('a new step takes the focus on its title', async () => {
  await wizardFor(detail('p2', 'Atelier Bleu', false));
  expect(screen.getByRole('heading', { name: 'Révision du devis' })).toHaveFocus();
});

test('two providers of the same name are two options, told apart by their city; the field keeps the focus after a pick', async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
  const lyon = directoryProvider('p1', 'Atelier Revue');
  const nantes = { ...directoryProvider('p2', 'Atelier Revue'), company_city: 'Nantes' };
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: [] }));
  fakeBackend.respond('GET', '/api/client/providers', () => ({ status: 200, body: { items: [lyon, nantes], nextCursor: null } }));
  fakeBackend.respond('GET', '/api/client/providers/p2', () => ({ status: 200, body: { ...detail('p2', 'Atelier Revue', false), company_city: 'Nantes' } }));
  renderApp('/client/create-quote');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /Titre du projet/ }), 'Cuisine');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  const field = await screen.findByRole('combobox', { name: 'Ajouter un prestataire' });
  await user.click(field);
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Atelier RevueLyon', 'Atelier RevueNantes']);
  await user.click(options[1]!);
  expect(await screen.findByRole('region', { name: 'Atelier Revue' })).toBeInTheDocument();
  expect(field).toHaveFocus();
});

test('after a pick the field is empty again: a second and a third provider are added straight away, by mouse or keyboard', async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
  const names = ['Atelier Bleu', 'Photo Sud', 'Studio Lumière'];
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: [] }));
  fakeBackend.respond('GET', '/api/client/providers', () => ({ status: 200, body: { items: names.map((n, i) => directoryProvider(`p${i + 1}`, n)), nextCursor: null } }));
  names.forEach((n, i) => fakeBackend.respond('GET', `/api/client/providers/p${i + 1}`, () => ({ status: 200, body: detail(`p${i + 1}`, n, false) })));
  renderApp('/client/create-quote');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /Titre du projet/ }), 'Cuisine');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  const field = await screen.findByRole('combobox', { name: 'Ajouter un prestataire' });

  await user.click(field);
  await user.click(await screen.findByRole('option', { name: /Atelier Bleu/ }));
  expect(await screen.findByRole('region', { name: 'Atelier Bleu' })).toBeInTheDocument();
  expect(field).toHaveValue('');
  // Clicking the field again lists the others, not "Aucun autre prestataire".
  await user.click(field);
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Photo SudLyon', 'Studio LumièreLyon']);
  await user.click(screen.getByRole('option', { name: /Photo Sud/ }));
  expect(await screen.findByRole('region', { name: 'Photo Sud' })).toBeInTheDocument();

  // The keyboard: ArrowDown opens the list on the first remaining provider, Enter adds it.
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('option', { name: /Studio Lumière/ })).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('region', { name: 'Studio Lumière' })).toBeInTheDocument();
  expect(field).toHaveValue('');
  expect(screen.getByRole('heading', { name: 'Prestataires' })).toBeInTheDocument();
});

test('a preselected provider skips step 1, which shows done only once it has a title; until then a hint says why "Suivant" waits', async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
  fakeBackend.respond('GET', '/api/client/providers/p2', () => ({ status: 200, body: detail('p2', 'Atelier Bleu', false) }));
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: [] }));
  fakeBackend.respond('GET', '/api/client/providers', () => ({ status: 200, body: { items: [], nextCursor: null } }));
  renderApp('/client/providers/p2/quote');
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Prestataires' });
  const projectStep = () => screen.getByText('Informations du projet', { selector: '.MuiStepLabel-label' }).closest('.MuiStep-root') as HTMLElement;
  // MUI draws a done step's circle as a check mark.
  expect(within(projectStep()).queryByTestId('CheckCircleIcon')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Précédent' }));
  await screen.findByRole('heading', { name: 'Informations du projet', level: 2 });
  expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  expect(screen.getByText('Saisissez le titre du projet.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Titre du projet/ }), 'Cuisine');
  expect(screen.queryByText('Saisissez le titre du projet.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await screen.findByRole('heading', { name: 'Prestataires', level: 2 });
  expect(within(projectStep()).getByTestId('CheckCircleIcon')).toBeInTheDocument();
});

test('a reload brings the wizard back as it was left, step included; once sent, a new wizard starts empty', async () => {
  const user = await wizardFor(detail('p2', 'Atelier Bleu', false));
  const description = () => within(screen.getByRole('region', { name: 'Ligne 1' })).getByRole('textbox', { name: /Description/ });
  await user.clear(description());
  await user.type(description(), 'Pose de parquet');
  // The reload: the app goes, and comes back in the same tab.
  cleanup();
  renderApp('/client/providers/p2/quote');
  expect(await screen.findByRole('heading', { name: 'Révision du devis' })).toBeInTheDocument();
  expect(description()).toHaveValue('Pose de parquet');

  fakeBackend.respond('POST', '/api/client/requests', () => ({ status: 201, body: { id: 'r1', results: [{ provider_user_id: 'p2', company_name: 'Atelier Bleu', success: true, error: null }], sent: 1, total: 1 } }));
  fakeBackend.respond('GET', '/api/client/quotes', () => ({ status: 200, body: { items: [], nextCursor: null } }));
  // Back to the title the preselected wizard skipped, then forward to the confirmation.
  await user.click(screen.getByRole('button', { name: 'Précédent' }));
  await user.click(await screen.findByRole('button', { name: 'Précédent' }));
  await user.type(await screen.findByRole('textbox', { name: /Titre du projet/ }), 'Parquet');
  for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.click(await screen.findByRole('button', { name: 'Créer et envoyer le devis' }));
  // Sent, the wizard goes to Mes Devis (its toast is drawn in a region the first render made).
  await waitFor(() => expect(window.location.pathname).toBe('/client/quotes'));
  const sentWith = fakeBackend.callsTo('POST', '/api/client/requests')[0]!.body as { request_key: string };
  expect(sentWith.request_key).toEqual(expect.any(String));
  cleanup();
  renderApp('/client/providers/p2/quote');
  expect(await screen.findByRole('heading', { name: 'Prestataires' })).toBeInTheDocument();
  expect(screen.getByText('0 service sélectionné')).toBeInTheDocument();
});

test("another account signed in in the same tab starts its own wizard, never the previous one's draft", async () => {
  await wizardFor(detail('p2', 'Atelier Bleu', false));
  cleanup();
  await signOut();
  fakeBackend.addAccount({ email: 'paul@exemple.fr', password: 'secret2', role: 'client', emailVerified: false });
  await signIn('paul@exemple.fr', 'secret2');
  renderApp('/client/providers/p2/quote');
  expect(await screen.findByRole('heading', { name: 'Prestataires' })).toBeInTheDocument();
  expect(screen.getByText('0 service sélectionné')).toBeInTheDocument();
});

/** Types a line's quantity and unit price over what they held. */
async function typeAmounts(user: ReturnType<typeof userEvent.setup>, line: HTMLElement, quantity: string, price: string) {
  for (const [name, text] of [['Qté', quantity], ['Prix HT (€)', price]] as const) {
    await user.clear(within(line).getByRole('textbox', { name }));
    await user.type(within(line).getByRole('textbox', { name }), text);
  }
}

test("a line beyond the domain's limits shows the API's messages on its fields at step 3, keeps 'Suivant' there, and counts for nothing in the totals", async () => {
  const user = await wizardFor(detail('p2', 'Atelier Bleu', false));
  await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
  const line = screen.getByRole('region', { name: 'Ligne 2' });
  await user.type(within(line).getByRole('textbox', { name: /Description/ }), 'Pose de parquet');
  await typeAmounts(user, line, '1e9', '99999999');
  // Straight to 'Suivant', no field left first: the click shows what is wrong, on the line's fields.
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await within(line).findByText('La quantité ne doit pas dépasser 1 000 000')).toBeInTheDocument();
  expect(within(line).getByText('Le prix unitaire ne doit pas dépasser 10 000 000 € HT')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Révision du devis', level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Confirmation' })).not.toBeInTheDocument();
  // No figure beyond the limits: the line counts as 0 while its fields say why, the catalogue line's 600 € stay.
  expect(within(line).getByText('0,00 €')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('Total HT500,00 €TVA100,00 €Total TTC600,00 €');

  // Within the limits, the line counts and 'Suivant' goes on.
  await typeAmounts(user, line, '2', '50');
  expect(within(line).queryByText('La quantité ne doit pas dépasser 1 000 000')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('Total TTC720,00 €');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
});

test("a line whose amount passes the domain's line limit is refused on its price", async () => {
  const user = await wizardFor(detail('p2', 'Atelier Bleu', false));
  const line = screen.getByRole('region', { name: 'Ligne 1' });
  // 1 000 × 9 000 000 € = 9 000 000 000 € HT: each number is allowed, the line is not.
  await typeAmounts(user, line, '1000', '9000000');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await within(line).findByText("Le montant d'une ligne ne doit pas dépasser 100 000 000 € HT")).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Confirmation' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('Total TTC0,00 €');
});
