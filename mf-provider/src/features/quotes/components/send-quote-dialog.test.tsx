import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { addDays, formatDate, formatLongDate, parisDay, type Quote, type QuoteStatus } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { completeProfile } from '../../../testing/provider-profile';

// The provider's profile, for the legal mentions notice (a test may answer it otherwise).
beforeEach(() => fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: completeProfile() })));
afterEach(resetApp);

function quote(status: QuoteStatus, extra: Partial<Quote> = {}): Quote {
  return {
    id: 'q1', user_id: 'uid-pro', quote_number: '2026-001', title: 'Site vitrine', quote_date: '2026-11-20', valid_until: null,
    status, notes: null, client_id: 'c1',
    client: { company_name: 'Boulangerie Martin', contact_name: 'Paul', email: 'paul@martin.fr', phone: null, address: null, postal_code: null, city: null, country: 'France' },
    lines: [], total_ht: 100000, total_tva: 20000, total_ttc: 120000, vat_franchise: false, version: 0, sent_at: null, public_id: null, decision: null,
    client_created: false, provider_status: null, provider_message: null, from_client_request: false, from_public_page: false, visitor_email: null, quote_request_id: null,
    client_account_id: null, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', ...extra,
  };
}

async function openSendDialog(q: Quote) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  const { lines: _lines, ...summary } = q;
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  fakeBackend.respond('GET', `/api/quotes/${q.id}`, () => ({ status: 200, body: q }));
  renderApp('/app/quotes');
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('article', { name: `Devis ${q.quote_number}` })).getByRole('button', { name: 'Voir' }));
  const detail = await screen.findByRole('dialog', { name: /Devis 2026-001/ });
  await user.click(await within(detail).findByRole('button', { name: q.status === 'sent' ? 'Renvoyer' : 'Envoyer' }));
  return { user, dialog: await screen.findByRole('dialog', { name: /le devis 2026-001/ }) };
}

const link = 'http://localhost/abcdefghijklmnopqrstuvwx?t=secret-token';

test('sending shows the link, copies it with a 2 s copied state, and shows the expiry', async () => {
  const validUntil = addDays(parisDay(), 14);
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: { publicLink: link, publicId: 'abcdefghijklmnopqrstuvwx', validUntil, version: 1, emailed: true } }));
  const { user, dialog } = await openSendDialog(quote('draft'));
  expect(within(dialog).getByText(/Le devis sera envoyé par email à paul@martin.fr/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: "Envoyer automatiquement au client s'il possède un compte client" }));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

  expect(await screen.findByText('Devis envoyé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/fn/sendQuote')[0]!.body).toEqual({ quoteId: 'q1', validUntil: null, sendToClientAccount: true });
  expect(within(dialog).getByRole('textbox', { name: 'Lien public du devis' })).toHaveValue(link);
  expect(within(dialog).getByText(formatLongDate(validUntil))).toBeInTheDocument();
  // The clicked 'Envoyer' is gone: the focus is on 'Fermer', not on the dialog's frame.
  expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(await screen.findByText('Lien copié')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Lien copié' })).toBeInTheDocument();
  // The copied state goes back after COPY_FEEDBACK_MS.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument(), { timeout: 4000 });
});

test("a failed send says 'Erreur lors de l'envoi du devis'; a failed copy 'Impossible de copier le lien'", async () => {
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
  const { user, dialog } = await openSendDialog(quote('sent', { version: 1 }));
  expect(within(dialog).getByText(/l'ancien lien ne permettra plus/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByText("Erreur lors de l'envoi du devis")).toBeInTheDocument();

  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: { publicLink: link, publicId: 'x', validUntil: addDays(parisDay(), 3), version: 2, emailed: false } }));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  await within(dialog).findByRole('textbox', { name: 'Lien public du devis' });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
  await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
  expect(await screen.findByText('Impossible de copier le lien')).toBeInTheDocument();
});

test('past days cannot be picked as the expiry date', async () => {
  const { user, dialog } = await openSendDialog(quote('draft'));
  await user.click(within(dialog).getByRole('button', { name: /Choisir la date|Choose date/ }));
  // MUI's modal manager can leave a previous test's aria-hidden on the page: look past it.
  const calendar = await screen.findByRole('grid', { hidden: true }, { timeout: 15_000 });
  const today = new Date();
  if (today.getDate() > 1) {
    expect(within(calendar).getByRole('gridcell', { name: String(today.getDate() - 1), hidden: true })).toBeDisabled();
  }
  expect(within(calendar).getByRole('gridcell', { name: String(today.getDate()), hidden: true })).not.toBeDisabled();
});

test('an accepted quote shows who accepted it; a rejected one shows the reason', async () => {
  const decision = { action: 'rejected' as const, at: '2026-11-21T10:00:00Z', name: null, email: null, reason: 'Trop cher pour nous', ip: null, user_agent: null, pdf_sha256: 'abc', version: 1 };
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  const q = quote('rejected', { decision, version: 1 });
  const { lines: _l, ...summary } = q;
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  fakeBackend.respond('GET', '/api/quotes/q1', () => ({ status: 200, body: q }));
  renderApp('/app/quotes');
  await userEvent.setup().click(within(await screen.findByRole('article', { name: 'Devis 2026-001' })).getByRole('button', { name: 'Voir' }));
  const detail = await screen.findByRole('dialog', { name: /Devis 2026-001/ });
  expect(await within(detail).findByText('Motif : Trop cher pour nous')).toBeInTheDocument();
  expect(within(detail).queryByRole('button', { name: /Envoyer|Renvoyer/ })).toBeNull();
});

test("a refused send shows the server's French reason in the dialog", async () => {
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Ce devis vient d’être envoyé' } } }));
  const { user, dialog } = await openSendDialog(quote('sent', { version: 1, valid_until: addDays(parisDay(), 5) }));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  expect(await within(dialog).findByText('Ce devis vient d’être envoyé')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: 'Lien public du devis' })).toBeNull();
});

test("a draft is sent with the validity set in its form, which the dialog shows and the provider may change", async () => {
  const until = addDays(parisDay(), 33);
  const ok = { publicLink: link, publicId: 'abcdefghijklmnopqrstuvwx', validUntil: until, version: 1, emailed: true };
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: ok }));
  const { user, dialog } = await openSendDialog(quote('draft', { valid_until: until }));
  expect(within(dialog).getByRole('group', { name: "Date d'expiration (optionnelle)" })).toHaveTextContent(formatDate(until));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  await within(dialog).findByRole('textbox', { name: 'Lien public du devis' });
  expect(fakeBackend.callsTo('POST', '/fn/sendQuote')[0]!.body).toMatchObject({ validUntil: until });
});

test('a re-send keeps the current validity while it is in the future, and falls back to the default once it has passed', async () => {
  const ok = { publicLink: link, publicId: 'abcdefghijklmnopqrstuvwx', validUntil: addDays(parisDay(), 14), version: 2, emailed: true };
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: ok }));
  const { user, dialog } = await openSendDialog(quote('sent', { version: 1, valid_until: addDays(parisDay(), -2) }));
  expect(within(dialog).getByText(/Sans date, le devis est valable 14 jours/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  await within(dialog).findByRole('textbox', { name: 'Lien public du devis' });
  expect(fakeBackend.callsTo('POST', '/fn/sendQuote')[0]!.body).toMatchObject({ validUntil: null });
});

test("sent from the form (?send=), closing the dialog puts focus on the quote's card, not on the page's top", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  const q = quote('draft');
  const { lines: _lines, ...summary } = q;
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  fakeBackend.respond('GET', `/api/quotes/${q.id}`, () => ({ status: 200, body: q }));
  renderApp(`/app/quotes?send=${q.id}`);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: /le devis 2026-001/ });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  const card = screen.getByRole('article', { name: 'Devis 2026-001' });
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Voir' })).toHaveFocus());
});

test("a sent quote edited in its form: the validity typed there comes to the send dialog (?valid_until=), and is sent", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  const kept = addDays(parisDay(), 5);
  const typed = addDays(parisDay(), 40);
  const q = quote('sent', { version: 1, valid_until: kept });
  const { lines: _lines, ...summary } = q;
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  fakeBackend.respond('GET', `/api/quotes/${q.id}`, () => ({ status: 200, body: q }));
  const ok = { publicLink: link, publicId: 'abcdefghijklmnopqrstuvwx', validUntil: typed, version: 2, emailed: true };
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: ok }));
  renderApp(`/app/quotes?send=${q.id}&valid_until=${typed}`);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: /le devis 2026-001/ });
  expect(within(dialog).getByRole('group', { name: "Date d'expiration (optionnelle)" })).toHaveTextContent(formatDate(typed));
  expect(within(dialog).getByText(new RegExp(`Le devis sera valable jusqu'au ${formatLongDate(typed)} inclus`))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  await within(dialog).findByRole('textbox', { name: 'Lien public du devis' });
  expect(fakeBackend.callsTo('POST', '/fn/sendQuote')[0]!.body).toMatchObject({ validUntil: typed });
  expect(window.location.search).toBe('');
});

test('a profile without a VAT number: the dialog says so before sending, which stays possible', async () => {
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: completeProfile({ tva_intracom: null }) }));
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({ status: 200, body: { publicLink: link, publicId: 'abcdefghijklmnopqrstuvwx', validUntil: addDays(parisDay(), 14), version: 1, emailed: true } }));
  const { user, dialog } = await openSendDialog(quote('draft'));
  expect(await within(dialog).findByText('Il manque sur vos devis le numéro de TVA intracommunautaire.')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute('href', '/app/profile');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  expect(await within(dialog).findByRole('textbox', { name: 'Lien public du devis' })).toHaveValue(link);
});
