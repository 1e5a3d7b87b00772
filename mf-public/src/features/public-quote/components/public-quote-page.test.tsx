import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDate, formatLongDate, parisDay, type PublicQuoteView } from '@devis/domain';
import { renderApp } from '../../../testing/render-app';

const publicId = 'k3v9x2m8q7w4e6r1t5y0u2i8';
const today = parisDay();

function view(extra: Partial<PublicQuoteView> = {}): PublicQuoteView {
  return {
    public_id: publicId, number: '2026-007', title: 'Refonte du site', quote_date: today, valid_until: addDays(today, 10), status: 'sent',
    can_decide: true, is_current_version: true, currency: 'EUR',
    provider: {
      name: 'Atelier Dupont', address: '5 avenue Jean Jaurès', postal_code: '75019', city: 'Paris', country: 'France', email: 'pro@dupont.fr',
      siret: '12345678901234', legal_form: 'SARL', tva_intracom: 'FR12345678901', vat_franchise: false, logo_url: null,
      brand_primary_color: '#7C3AED', brand_accent_color: '#059669', payment_terms: 'Règlement à 30 jours', terms_conditions: null, footer_text: null,
    },
    client_name: 'Claire Martin', client_company: 'Boulangerie Martin', client_email: 'claire@boulangerie.test', client_address: '12 rue des Lilas',
    client_postal_code: '69003', client_city: 'Lyon', client_country: 'France',
    items: [{ description: 'Maquettes', quantity: 2, unit: 'jour', unit_price_ht: 50000, tva_rate_percent: 20, total_ht: 100000, total_tva: 20000, total_ttc: 120000 }],
    vat_breakdown: [{ rate: 20, base_ht: 100000, tva: 20000 }], total_ht: 100000, total_tva: 20000, total_ttc: 120000, notes: null, decision: null,
    ...extra,
  };
}

type Answer = { status: number; body?: unknown };
let calls: { method: string; url: string; body: any }[] = [];

function backend(routes: Record<string, (body: any) => Answer>) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url.endsWith('/fn/features')) return new Response(JSON.stringify({ PUBLIC_PROVIDER: false }), { status: 200 });
    const route = routes[`${method} ${url}`];
    const answer = route ? route(body) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Lien invalide ou expiré' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const viewPath = `/api/public/quotes/${publicId}?t=tok`;

test('the page shows the quote: heading, dates, status, days left, client, lines and totals', async () => {
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: view() }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Refonte du site' })).toBeInTheDocument();
  expect(screen.getByText(`Devis n° 2026-007 · émis le ${formatDate(today)} · valable jusqu'au ${formatDate(addDays(today, 10))}`)).toBeInTheDocument();
  expect(screen.getByText('Envoyé')).toBeInTheDocument();
  expect(screen.getByText('10 jours restants')).toBeInTheDocument();
  expect(screen.getByText('Atelier Dupont')).toBeInTheDocument();
  expect(screen.getByText('Boulangerie Martin')).toBeInTheDocument();
  expect(screen.getByText('69003 Lyon')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Détail du devis' })).getByText('Maquettes')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Détail du devis' })).getByText('2 jours')).toBeInTheDocument();
  expect(screen.getByTestId('total-ttc')).toHaveTextContent(/1\s200,00\s€/);
  expect(screen.getByText('TVA 20 %')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir le PDF' })).toHaveAttribute('href', `/api/public/quotes/${publicId}/pdf?t=tok`);
  // Opening the page is one read of the link, which the server records as a view.
  expect(calls.filter((c) => c.url === viewPath)).toHaveLength(1);
});

test("a quote sent under the VAT franchise shows 'TVA non applicable, art. 293 B du CGI' and no VAT rows, as its PDF", async () => {
  const base = view();
  const franchise = view({
    provider: { ...base.provider, vat_franchise: true, tva_intracom: null },
    items: [{ ...base.items[0]!, tva_rate_percent: 0, total_tva: 0, total_ttc: 100000 }],
    vat_breakdown: [{ rate: 0, base_ht: 100000, tva: 0 }],
    total_tva: 0,
    total_ttc: 100000,
  });
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: franchise }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
  expect(screen.getByTestId('total-ttc')).toHaveTextContent(/1\s000,00\s€/);
  expect(screen.queryByText(/^TVA \d/)).not.toBeInTheDocument();
});

test('accepting needs a name, an email and the terms; then the page invites to a client space', async () => {
  backend({
    [`GET ${viewPath}`]: () => ({ status: 200, body: view() }),
    [`POST /api/public/quotes/${publicId}/accept`]: () => ({ status: 200, body: { status: 'accepted' } }),
  });
  renderApp(`/${publicId}?t=tok`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Accepter le devis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accepter le devis' });
  // 'de' elided before the provider's name, as French writes it.
  expect(within(dialog).getByText(/Vous acceptez le devis n° \S+ d’Atelier Dupont pour un montant de/)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Nom complet/ }), 'Claire Martin');
  await user.click(within(dialog).getByRole('button', { name: "Confirmer l'acceptation" }));
  expect(within(dialog).getByText('Veuillez remplir tous les champs et accepter les conditions.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'claire@boulangerie.test');
  await user.click(within(dialog).getByRole('button', { name: "Confirmer l'acceptation" }));
  expect(within(dialog).getByText('Veuillez remplir tous les champs et accepter les conditions.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: "Confirmer l'acceptation" }));
  expect(await screen.findByText(/Accepté le .* par Claire Martin/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ t: 'tok', full_name: 'Claire Martin', email: 'claire@boulangerie.test', terms_accepted: true });
  expect(screen.getByRole('link', { name: 'Créer mon espace client' })).toHaveAttribute('href', '/client/login');
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
  // The button that was clicked is gone: the focus is on what was recorded, not lost to the page's top.
  await waitFor(() => expect(screen.getByText(/Accepté le .* par Claire Martin/).closest('[tabindex="-1"]')).toHaveFocus());
});

test('refusing sends the optional reason; a link that can no longer decide says so', async () => {
  backend({
    [`GET ${viewPath}`]: () => ({ status: 200, body: view() }),
    [`POST /api/public/quotes/${publicId}/reject`]: () => ({ status: 409, body: { error: { code: 'NOT_DECIDABLE', message: "Ce lien de devis n'est plus valide ou a expiré." } } }),
  });
  renderApp(`/${publicId}?t=tok`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refuser' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refuser le devis' });
  await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Trop cher');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
  expect(await within(dialog).findByText("Ce lien de devis n'est plus valide ou a expiré.")).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ t: 'tok', reason: 'Trop cher' });
});

test('a reason typed then left with Escape is still there when the dialog is reopened', async () => {
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: view() }) });
  renderApp(`/${publicId}?t=tok`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refuser' }));
  await user.type(within(await screen.findByRole('dialog', { name: 'Refuser le devis' })).getByRole('textbox', { name: /Motif/ }), 'Trop cher');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Refuser' }));
  expect(within(await screen.findByRole('dialog', { name: 'Refuser le devis' })).getByRole('textbox', { name: /Motif/ })).toHaveValue('Trop cher');
});

test('a failed refusal for another reason shows the spec text', async () => {
  backend({
    [`GET ${viewPath}`]: () => ({ status: 200, body: view() }),
    [`POST /api/public/quotes/${publicId}/reject`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }),
  });
  renderApp(`/${publicId}?t=tok`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refuser' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer le refus' }));
  expect(await screen.findByText('Erreur lors du refus du devis')).toBeInTheDocument();
});

test('an expired quote shows the alert with its date and offers no decision', async () => {
  const validUntil = addDays(today, -3);
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: view({ status: 'expired', can_decide: false, valid_until: validUntil }) }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByText('Ce devis a expiré')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`valable jusqu'au ${formatLongDate(validUntil)} inclus`))).toBeInTheDocument();
  expect(screen.getByText('Expiré')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
});

test('a decided quote shows the decision and no buttons', async () => {
  const decision = { action: 'rejected' as const, at: '2026-11-21T10:00:00Z', name: null, reason: 'Trop cher' };
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: view({ status: 'rejected', can_decide: false, decision }) }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByText('Devis refusé')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
});

test('link errors use the texts of the spec', async () => {
  backend({});
  const missing = renderApp(`/${publicId}`);
  expect(await screen.findByText("Token manquant dans l'URL")).toBeInTheDocument();
  missing.unmount();
  const wrong = renderApp(`/${publicId}?t=wrong`);
  expect(await screen.findByText('Lien invalide ou expiré')).toBeInTheDocument();
  // Asked once: the loader's answer is the page's.
  expect(calls.filter((c) => c.url === `/api/public/quotes/${publicId}?t=wrong`)).toHaveLength(1);
  wrong.unmount();
  backend({ [`GET ${viewPath}`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByText('Erreur lors du chargement du devis')).toBeInTheDocument();
});

test('names with HTML are shown as text', async () => {
  const provider = { ...view().provider, name: '<img src=x onerror=alert(1)>' };
  backend({ [`GET ${viewPath}`]: () => ({ status: 200, body: view({ provider, client_company: '<script>alert(1)</script>' }) }) });
  renderApp(`/${publicId}?t=tok`);
  expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test("/c/quotes shows the quote with its PDF, or 'Devis non trouvé'", async () => {
  backend({ [`GET /api/public/c/quotes/${publicId}?t=tok`]: () => ({ status: 200, body: view({ can_decide: false }) }) });
  const shown = renderApp(`/c/quotes/${publicId}?t=tok`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Refonte du site' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir le PDF' })).toHaveAttribute('href', `/api/public/c/quotes/${publicId}/pdf?t=tok`);
  expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
  expect(document.title).toBe('Votre devis | Devis');
  shown.unmount();
  backend({});
  // A wrong link, a quote built in another browser, an id of the wrong shape: the tab says what the page says.
  for (const path of [`/c/quotes/${publicId}?t=wrong`, `/c/quotes/${publicId}`, '/c/quotes/pas-un-id']) {
    document.title = '';
    const notFound = renderApp(path);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Devis non trouvé' })).toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Devis non trouvé | Devis'));
    notFound.unmount();
  }
});

test("a one-segment path that is no quote id is the 404 page, titled as such", async () => {
  backend({});
  renderApp('/pas-un-id');
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page introuvable | Devis'));
});
