import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addDays, parisDay } from '@devis/domain';
import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import type { ProviderCaller } from '../../test-support/test-api';
import { pdftotext } from '../../test-support/pdftotext';

let api: SendingTestApi;
let owner: ProviderCaller;

beforeAll(async () => {
  api = await startSendingTestApi();
  owner = await api.asProvider({ companyName: 'Atelier <b>Dupont</b>' });
});
afterAll(() => api?.close());

const mailsTo = async (to: string, kind = 'quote-sent') => (await api.outbox()).filter((m) => m.to === to && m.kind === kind);

test('sending a draft: 14 days of validity by default, a secure link, and a French email with the PDF', async () => {
  const quote = await api.draftQuote(owner, { clientEmail: 'send-default@client.test' });
  const res = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  expect(res.status).toBe(200);
  expect(res.body.validUntil).toBe(addDays(parisDay(new Date()), 14));
  expect(res.body.emailed).toBe(true);
  const { publicId, token } = parseLink(res.body.publicLink);
  expect(res.body.publicLink.startsWith(`${api.baseUrl}/${publicId}?t=`)).toBe(true);
  expect(publicId).toMatch(/^[a-z0-9]{24}$/);
  expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

  const stored = await api.deps.store.get<any>('quote_links', publicId);
  expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(token);

  const after = await owner.get(`/api/quotes/${quote.id}`);
  expect(after.body).toMatchObject({ status: 'sent', version: 1, valid_until: res.body.validUntil, public_id: publicId });

  const [mail] = await mailsTo('send-default@client.test');
  expect(mail!.subject).toBe(`Devis ${quote.quote_number} d’Atelier <b>Dupont</b>`);
  // Sent on the provider's behalf: its name shows as the sender (angle brackets dropped from a header).
  expect(mail!.senderName).toBe('Atelier bDupont/b via Devis');
  expect(mail!.text).toContain(res.body.publicLink);
  expect(mail!.text).toContain('Bonjour Claire Martin,');
  expect(mail!.html).toContain('Atelier &lt;b&gt;Dupont&lt;/b&gt;');
  expect(mail!.html).not.toContain('<b>Dupont</b>');
  expect(mail!.attachments).toEqual([{ filename: `devis-${quote.quote_number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
});

test("a client completed in Clients after the quote was saved: the send mails the new address and prints the client's address", async () => {
  const quote = await api.draftQuote(owner, { clientEmail: null, companyName: 'Client Complété' });
  const update = await owner.put(`/api/clients/${quote.client_id}`, {
    company_name: 'Client Complété',
    contact_name: 'Claire Martin',
    email: 'completed@client.test',
    address: '3 place Bellecour',
    postal_code: '69002',
    city: 'Lyon',
  });
  expect(update.status).toBe(200);

  const res = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  expect(res.body.emailed).toBe(true);
  expect(await mailsTo('completed@client.test')).toHaveLength(1);
  const after = await owner.get(`/api/quotes/${quote.id}`);
  expect(after.body.client).toMatchObject({ email: 'completed@client.test', address: '3 place Bellecour', postal_code: '69002', city: 'Lyon' });
  const pdf = await api.pdf(owner, { quoteId: quote.id, format: 'pdf' });
  const text = pdftotext(pdf.bytes).replace(/\s+/g, ' ');
  expect(text).toContain('3 place Bellecour');
  expect(text).toContain('69002 Lyon');
});

test('a validity date in the past is refused; a chosen date is kept', async () => {
  const quote = await api.draftQuote(owner, { clientEmail: null });
  const past = await api.send(owner, { quoteId: quote.id, validUntil: addDays(parisDay(new Date()), -1), sendToClientAccount: false });
  expect(past.status).toBe(400);
  expect(past.body.error.message).toBe('La date de validité ne peut pas être dans le passé');
  const chosen = addDays(parisDay(new Date()), 30);
  const ok = await api.send(owner, { quoteId: quote.id, validUntil: chosen, sendToClientAccount: false });
  expect(ok.body).toMatchObject({ validUntil: chosen, emailed: false });
});

test('re-sending records a new version; the old link can no longer be used', async () => {
  const quote = await api.draftQuote(owner);
  const first = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  const edited = await owner.put(`/api/quotes/${quote.id}`, { client_id: quote.client_id, title: 'Refonte v2', lines: [{ description: 'Nouvelle ligne', quantity: 1, unit_price_ht: 5000 }] });
  expect(edited.status).toBe(200);
  const second = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  expect(second.body.version).toBe(2);

  const old = parseLink(first.body.publicLink);
  const oldView = await api.anonymous().get(`/api/public/quotes/${old.publicId}?t=${old.token}`);
  expect(oldView.status).toBe(410);
  expect(oldView.body.error.message).toBe("Ce lien de devis n'est plus valide ou a expiré.");
  const oldAccept = await api.anonymous().post(`/api/public/quotes/${old.publicId}/accept`, { t: old.token, full_name: 'A', email: 'a@b.test', terms_accepted: true });
  expect(oldAccept.status).toBe(410);

  const now = parseLink(second.body.publicLink);
  const view = await api.anonymous().get(`/api/public/quotes/${now.publicId}?t=${now.token}`);
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ title: 'Refonte v2', can_decide: true, items: [{ description: 'Nouvelle ligne' }] });
});

test('concurrent sends of one quote send once', async () => {
  const quote = await api.draftQuote(owner, { clientEmail: 'concurrent@client.test' });
  const results = await Promise.all(Array.from({ length: 5 }, () => api.send(owner, { quoteId: quote.id, sendToClientAccount: false })));
  expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  const refusals = new Set(results.filter((r) => r.status === 409).map((r) => r.body.error.message));
  expect([...refusals].filter((m) => m !== 'Ce devis est déjà en cours d’envoi' && m !== 'Ce devis vient d’être envoyé')).toEqual([]);
  expect(await mailsTo('concurrent@client.test')).toHaveLength(1);
  expect((await owner.get(`/api/quotes/${quote.id}`)).body.version).toBe(1);
  // After an edit, sending again is a normal re-send.
  await owner.put(`/api/quotes/${quote.id}`, { client_id: quote.client_id, title: 'Modifié', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 100 }] });
  expect((await api.send(owner, { quoteId: quote.id, sendToClientAccount: false })).body.version).toBe(2);
  expect(await mailsTo('concurrent@client.test')).toHaveLength(2);
});

test('an accepted quote is locked: no edit, no re-send', async () => {
  const quote = await api.draftQuote(owner);
  const sent = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  const { publicId, token } = parseLink(sent.body.publicLink);
  const accepted = await api.anonymous().post(`/api/public/quotes/${publicId}/accept`, { t: token, full_name: 'Claire Martin', email: 'claire@boulangerie.test', terms_accepted: true });
  expect(accepted.body).toEqual({ status: 'accepted' });
  const edit = await owner.put(`/api/quotes/${quote.id}`, { client_id: quote.client_id, lines: [{ description: 'X', quantity: 1, unit_price_ht: 100 }] });
  expect(edit.status).toBe(409);
  const resend = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  expect(resend.status).toBe(409);
  expect(resend.body.error.message).toBe('Ce devis ne peut plus être envoyé');
});

test('an expired quote is final: it cannot be sent again', async () => {
  const quote = await api.draftQuote(owner);
  const today = parisDay(new Date());
  expect((await api.send(owner, { quoteId: quote.id, validUntil: today, sendToClientAccount: false })).status).toBe(200);
  api.setNow(new Date(Date.now() + 2 * 86_400_000));
  try {
    expect((await owner.get(`/api/quotes/${quote.id}`)).body.status).toBe('expired');
    const resend = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toBe('Ce devis ne peut plus être envoyé');
  } finally {
    api.setNow(null);
  }
});

test('only the owner can send or print a quote', async () => {
  const quote = await api.draftQuote(owner);
  const other = await api.asProvider({ companyName: 'Autre' });
  const client = await api.asClient();
  for (const [caller, status] of [[api.anonymous(), 401], [client, 403], [other, 404]] as const) {
    expect((await api.send(caller, { quoteId: quote.id, sendToClientAccount: false })).status).toBe(status);
    expect((await api.pdf(caller, { quoteId: quote.id, format: 'pdf' })).status).toBe(status);
  }
  const missing = await api.send(owner, { quoteId: 'nope', sendToClientAccount: false });
  expect(missing.status).toBe(404);
  expect((await api.send(other, { quoteId: quote.id, sendToClientAccount: false })).body).toEqual(missing.body);
});

test("the provider's PDF is the sent document, the same bytes the client downloads", async () => {
  const quote = await api.draftQuote(owner);
  const preview = await api.pdf(owner, { quoteId: quote.id, format: 'pdf' });
  expect(preview.status).toBe(200);
  expect(preview.contentType).toContain('application/pdf');
  expect(preview.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const sent = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  const { publicId, token } = parseLink(sent.body.publicLink);
  const provider = await api.pdf(owner, { quoteId: quote.id, format: 'pdf' });
  const asJson = await api.pdf(owner, { quoteId: quote.id, format: 'pdf' }, 'application/json');
  const download = await fetch(`${api.baseUrl}/api/public/quotes/${publicId}/pdf?t=${encodeURIComponent(token)}`);
  const downloaded = Buffer.from(await download.arrayBuffer());
  expect(download.headers.get('content-type')).toContain('application/pdf');
  expect(download.headers.get('cache-control')).toBe('private, no-store');
  expect(downloaded.equals(provider.bytes)).toBe(true);
  expect(Buffer.from(asJson.json.dataBase64, 'base64').equals(provider.bytes)).toBe(true);
  expect(asJson.json.fileName).toBe(`devis-${quote.quote_number}.pdf`);
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a sent version is rendered once: every download serves the bytes stored at send time', async () => {
  const quote = await api.draftQuote(owner);
  const sent = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  const { publicId, token } = parseLink(sent.body.publicLink);
  const versionId = `${quote.id}_v1`;
  const version = await api.deps.store.get<any>('quote_versions', versionId);
  const stored = await api.deps.files.getPrivate(`quote-pdfs/${version.pdf_sha256}.pdf`);
  expect(stored?.contentType).toBe('application/pdf');
  expect(sha256(stored!.bytes)).toBe(version.pdf_sha256);
  // Only the API serves it: no public file URL reaches it.
  expect(await api.deps.files.get(`quote-pdfs/${version.pdf_sha256}.pdf`)).toBeNull();
  expect(await api.deps.files.get(`.private/quote-pdfs/${version.pdf_sha256}.pdf`)).toBeNull();

  // A render from the snapshot would now print another name; the downloads keep the sent bytes.
  await api.deps.store.update('quote_versions', versionId, { provider: { ...version.provider, company_name: 'Renommé après envoi' } });
  const provider = await api.pdf(owner, { quoteId: quote.id, format: 'pdf' });
  const link = await fetch(`${api.baseUrl}/api/public/quotes/${publicId}/pdf?t=${encodeURIComponent(token)}`);
  const shared = await fetch(`${api.baseUrl}/api/public/c/quotes/${publicId}/pdf?t=${encodeURIComponent(token)}`);
  for (const bytes of [provider.bytes, Buffer.from(await link.arrayBuffer()), Buffer.from(await shared.arrayBuffer())]) {
    expect(bytes.equals(stored!.bytes)).toBe(true);
  }
});

test('a sent version whose PDF was not stored (sent before PDFs were kept) is rendered once more, then kept', async () => {
  const quote = await api.draftQuote(owner);
  const sent = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false });
  const { publicId, token } = parseLink(sent.body.publicLink);
  const version = await api.deps.store.get<any>('quote_versions', `${quote.id}_v1`);
  const file = path.join(api.dataDir, 'files', '.private', 'quote-pdfs', `${version.pdf_sha256}.pdf`);
  expect(existsSync(file)).toBe(true);
  rmSync(file);
  const res = await fetch(`${api.baseUrl}/api/public/quotes/${publicId}/pdf?t=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(version.pdf_sha256);
  expect(existsSync(file)).toBe(true);
});
