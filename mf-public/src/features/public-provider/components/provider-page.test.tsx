import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasketQuoteView, PublicProviderPage } from '@devis/domain';
import { renderApp } from '../../../testing/render-app';

const publicId = 'k3v9x2m8q7w4e6r1t5y0u2i8';
const quoteId = 'q1w2e3r4t5y6u7i8o9p0a1s2';

function page(mode: PublicProviderPage['provider']['public_access_mode'] = 'DOWNLOAD_ON_EMAIL'): PublicProviderPage {
  return {
    provider: { id: publicId, name: 'Atelier Lumière', currency: 'EUR', logo_url: null, avatar_url: null, public_access_mode: mode, vat_franchise: false, brand_primary_color: '#7C3AED', city: 'Lyon' },
    services: [
      { id: 's-audit', name: 'Audit', description: 'Une journée sur place', unit_price_ht: 50_000, tva_rate_percent: 20, unit: 'jour' },
      { id: 's-atelier', name: 'Atelier', description: null, unit_price_ht: 12_050, tva_rate_percent: 10, unit: 'heure' },
      { id: 's-conseil', name: 'Conseil', description: null, unit_price_ht: 9_999, tva_rate_percent: 20, unit: 'unité' },
    ],
    visitor_email: null,
  };
}

const quote = (extra: Partial<BasketQuoteView> = {}): BasketQuoteView => ({
  public_id: quoteId, number: '2026-042', title: null, quote_date: '2026-05-01', valid_until: '2099-05-15', status: 'sent', can_decide: false,
  is_current_version: true, currency: 'EUR',
  provider: {
    name: 'Atelier Lumière', address: null, postal_code: null, city: 'Lyon', country: 'France', email: 'pro@lumiere.fr', siret: null, legal_form: null,
    tva_intracom: null, vat_franchise: false, logo_url: null, brand_primary_color: '#7C3AED', brand_accent_color: '#059669', payment_terms: null, terms_conditions: null, footer_text: null,
  },
  client_name: null, client_company: 'Visiteur de la page publique', client_email: null, client_address: null, client_postal_code: null, client_city: null, client_country: 'France',
  items: [{ description: 'Audit', quantity: 3, unit: null, unit_price_ht: 50_000, tva_rate_percent: 20, total_ht: 150_000, total_tva: 30_000, total_ttc: 180_000 }],
  vat_breakdown: [{ rate: 20, base_ht: 150_000, tva: 30_000 }], total_ht: 150_000, total_tva: 30_000, total_ttc: 180_000, notes: null, decision: null,
  pdf_email_required: true,
  ...extra,
});

type Answer = { status: number; body?: unknown } | 'offline';
let calls: { method: string; action: string; body: any }[] = [];

/** The network edge: /fn/features (flag on) and the public provider function, by action. */
function backend(actions: Record<string, (body: any) => Answer>) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/fn/features') return new Response(JSON.stringify({ PUBLIC_PROVIDER: true }), { status: 200 });
    const action = url.searchParams.get('action') ?? '';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: (init?.method ?? 'GET').toUpperCase(), action, body });
    const answer = actions[action]?.(body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Route introuvable' } } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const error = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });
const service = (name: string) => screen.getByRole('listitem', { name });
const basket = () => screen.getAllByRole('complementary', { name: 'Votre panier' })[0]!;

test('a visitor builds a basket; only service ids and quantities reach the server, then the quote opens', async () => {
  backend({
    get_page: () => ({ status: 200, body: page() }),
    create_quote_from_basket: () => ({ status: 201, body: { quotePublicId: quoteId } }),
    get_quote: () => ({ status: 200, body: quote() }),
  });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière' })).toBeInTheDocument();
  expect(within(basket()).getByText('Cochez des services pour composer votre devis.')).toBeInTheDocument();
  expect(within(basket()).getByRole('button', { name: 'Obtenir mon devis' })).toBeDisabled();

  await user.click(within(service('Audit')).getByRole('checkbox'));
  await user.click(within(service('Atelier')).getByRole('checkbox'));
  const audit = within(service('Audit')).getByLabelText('Quantité Audit');
  await user.clear(audit);
  await user.type(audit, '3');
  // 3 × 500,00 € HT at 20 % + 1 × 120,50 € HT at 10 % = 1 800,00 + 132,55
  await waitFor(() => expect(screen.getAllByTestId('basket-total')[0]).toHaveTextContent(/1\s932,55\s€/));
  expect(within(basket()).getByText('3 × Audit')).toBeInTheDocument();

  await user.click(within(basket()).getByRole('button', { name: 'Obtenir mon devis' }));
  expect(await screen.findByText('Votre devis est prêt.', { exact: false })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/c/quotes/${quoteId}`);
  expect(calls.find((c) => c.action === 'create_quote_from_basket')!.body).toEqual({
    publicId,
    items: [
      { serviceId: 's-audit', qty: 3 },
      { serviceId: 's-atelier', qty: 1 },
    ],
  });
});

test('quantities stay within 1..999, and 0 takes the service out of the basket', async () => {
  backend({ get_page: () => ({ status: 200, body: page() }) });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  await user.click(within(await screen.findByRole('listitem', { name: 'Conseil' })).getByRole('checkbox'));
  const qty = within(service('Conseil')).getByLabelText('Quantité Conseil');
  await user.clear(qty);
  await user.type(qty, '5000');
  fireEvent.blur(qty);
  await waitFor(() => expect(qty).toHaveValue(999));
  await user.clear(qty);
  await user.type(qty, '0');
  await waitFor(() => expect(within(service('Conseil')).getByRole('checkbox')).not.toBeChecked());
  expect(within(basket()).getByText('Cochez des services pour composer votre devis.')).toBeInTheDocument();
});

test('ACCESS_ON_EMAIL: the gate opens, checks the address here and at the server, then shows the catalogue', async () => {
  let given = false;
  backend({
    get_page: () => (given ? { status: 200, body: { ...page('ACCESS_ON_EMAIL'), visitor_email: 'lea@exemple.fr' } } : error(401, 'EMAIL_REQUIRED', 'Email requis')),
    pre_access_email: () => {
      given = true;
      return { status: 200, body: { ok: true } };
    },
  });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  const dialog = await screen.findByRole('dialog', { name: 'Votre adresse email' });
  // Behind the dialog (hidden from assistive technology while it is open).
  expect(screen.getByRole('heading', { name: 'Accès réservé', hidden: true })).toBeInTheDocument();
  const field = within(dialog).getByLabelText(/Adresse email/);
  await user.type(field, 'pas-un-email');
  await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
  expect(await within(dialog).findByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
  expect(calls.filter((c) => c.action === 'pre_access_email')).toHaveLength(0);

  await user.clear(field);
  await user.type(field, ' Lea@Exemple.FR ');
  await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière' })).toBeInTheDocument();
  expect(calls.find((c) => c.action === 'pre_access_email')!.body).toEqual({ publicId, email: 'lea@exemple.fr' });
  expect(screen.getByText('Votre adresse : lea@exemple.fr')).toBeInTheDocument();
  // The gate closes through its exit transition, which the page's reload may outrun.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("the server's EMAIL_INVALID shows under the field: \"L'adresse email n'est pas valide\"", async () => {
  backend({
    get_page: () => error(401, 'EMAIL_REQUIRED', 'Email requis'),
    pre_access_email: () => error(400, 'EMAIL_INVALID', 'Veuillez saisir une adresse email valide'),
  });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  const dialog = await screen.findByRole('dialog', { name: 'Votre adresse email' });
  await user.type(within(dialog).getByLabelText(/Adresse email/), 'lea@exemple.fr');
  await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
  expect(await within(dialog).findByText("L'adresse email n'est pas valide")).toBeInTheDocument();
});

test('a 401 on the basket (email forgotten) says "Session expirée" / "Email requis" and reopens the gate', async () => {
  backend({
    get_page: () => ({ status: 200, body: page('ACCESS_ON_EMAIL') }),
    create_quote_from_basket: () => error(401, 'EMAIL_REQUIRED', 'Email requis'),
  });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  await user.click(within(await screen.findByRole('listitem', { name: 'Audit' })).getByRole('checkbox'));
  await user.click(within(basket()).getByRole('button', { name: 'Obtenir mon devis' }));
  expect(await screen.findByText('Session expirée')).toBeInTheDocument();
  expect(screen.getByText('Email requis')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Votre adresse email' })).toBeInTheDocument();
});

test.each([
  [error(404, 'NOT_FOUND', 'Prestataire non trouvé'), 'Page non trouvée', 'Prestataire non trouvé'],
  [error(403, 'FEATURE_DISABLED', 'Fonctionnalité désactivée'), 'Fonctionnalité désactivée', 'Les pages publiques ont été désactivées par un administrateur.'],
  [error(403, 'PAGE_DISABLED', 'Page publique désactivée'), 'Page publique désactivée', "Ce prestataire n'a pas activé sa page publique."],
])('the page states: %# %s', async (answer, title, text) => {
  backend({ get_page: () => answer });
  renderApp(`/p/${publicId}`);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  expect(document.title).toBe(`${title} | Devis`);
});

test('a network error shows "Erreur de connexion" with a retry that works once the server answers', async () => {
  let online = false;
  backend({ get_page: () => (online ? { status: 200, body: page() } : 'offline') });
  const user = userEvent.setup();
  renderApp(`/p/${publicId}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Erreur de connexion' }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByText('Impossible de joindre le serveur')).toBeInTheDocument();
  online = true;
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière' })).toBeInTheDocument();
});

describe('the basket quote page /c/quotes/{id}', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:devis');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('DOWNLOAD_ON_EMAIL: the PDF asks for an email ("Email invalide" before any call), then downloads', async () => {
    backend({
      get_quote: () => ({ status: 200, body: quote() }),
      request_pdf: (body) => (body.email ? { status: 200, body: { pdfUrl: 'data:application/pdf;base64,JVBERi0xLjQ=', fileName: 'devis-2026-042.pdf' } } : error(401, 'EMAIL_REQUIRED', 'Email requis')),
    });
    const user = userEvent.setup();
    renderApp(`/c/quotes/${quoteId}`);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre adresse email' });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'jean@');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await within(dialog).findByText('Email invalide')).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'request_pdf')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'exemple.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:devis', download: 'devis-2026-042.pdf' }]));
    expect(calls.find((c) => c.action === 'request_pdf')!.body).toEqual({ quotePublicId: quoteId, email: 'jean@exemple.fr' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a quote with its email downloads at once; a 401 then reopens the email dialog', async () => {
    let forgot = false;
    backend({
      get_quote: () => ({ status: 200, body: quote({ pdf_email_required: false, client_email: 'marie@exemple.fr' }) }),
      request_pdf: () => (forgot ? error(401, 'EMAIL_REQUIRED', 'Email requis') : { status: 200, body: { pdfUrl: 'data:application/pdf;base64,JVBERi0xLjQ=', fileName: 'devis-2026-042.pdf' } }),
    });
    const user = userEvent.setup();
    renderApp(`/c/quotes/${quoteId}`);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    expect(document.title).toBe('Votre devis | Devis');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    forgot = true;
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Votre adresse email' })).toBeInTheDocument();
  });

  test("another browser's quote is 'Devis non trouvé'; a failed PDF says 'Impossible de télécharger le PDF'", async () => {
    backend({ get_quote: () => error(404, 'NOT_FOUND', 'Devis non trouvé') });
    const { unmount } = renderApp(`/c/quotes/${quoteId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis non trouvé' })).toBeInTheDocument();
    // The tab says what the page says.
    await waitFor(() => expect(document.title).toBe('Devis non trouvé | Devis'));
    unmount();
    backend({ get_quote: () => ({ status: 200, body: quote({ pdf_email_required: false }) }), request_pdf: () => error(500, 'INTERNAL', 'Une erreur est survenue, veuillez réessayer') });
    const user = userEvent.setup();
    renderApp(`/c/quotes/${quoteId}`);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByText('Impossible de télécharger le PDF')).toBeInTheDocument();
  });
});
