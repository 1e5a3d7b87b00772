import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

const summary = {
  id: 'q1', user_id: 'uid-pro', quote_number: '2026-001', title: 'Site', quote_date: '2026-11-20', valid_until: '2026-12-04', status: 'sent',
  notes: null, client_id: 'c1', client: null, total_ht: 1, total_tva: 0, total_ttc: 1, vat_franchise: false, version: 1, sent_at: null, public_id: null, decision: null,
  client_created: false, provider_status: null, provider_message: null, from_client_request: false, from_public_page: false, visitor_email: null, quote_request_id: null, client_account_id: null,
  created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z',
};

async function clickPdf(answer: { status: number; body?: unknown }) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  fakeBackend.respond('POST', '/fn/generateQuotePdf', () => answer);
  const tab = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = jest.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = jest.fn();
  renderApp('/app/quotes');
  await userEvent.setup().click(within(await screen.findByRole('article', { name: 'Devis 2026-001' })).getByRole('button', { name: 'PDF' }));
  return { tab, open };
}

test('the PDF button opens a new tab at once, then shows the PDF in it', async () => {
  const { tab, open } = await clickPdf({ status: 200, body: { fileName: 'devis-2026-001.pdf', contentType: 'application/pdf', dataBase64: btoa('%PDF-1.7') } });
  expect(open).toHaveBeenCalledWith('', '_blank');
  await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
  expect(fakeBackend.callsTo('POST', '/fn/generateQuotePdf')[0]!.body).toEqual({ quoteId: 'q1', format: 'pdf' });
});

test("the PDF errors of the spec: an expired session, then a server failure", async () => {
  const first = await clickPdf({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } });
  expect(await screen.findByText('Session expirée, veuillez vous reconnecter')).toBeInTheDocument();
  expect(first.tab.close).toHaveBeenCalled();
  fakeBackend.respond('POST', '/fn/generateQuotePdf', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
  await userEvent.setup().click(within(await screen.findByRole('article', { name: 'Devis 2026-001' })).getByRole('button', { name: 'PDF' }));
  expect(await screen.findByText('Erreur lors de la génération du PDF')).toBeInTheDocument();
});
