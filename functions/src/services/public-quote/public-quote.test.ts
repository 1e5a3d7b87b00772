import { createHash } from 'node:crypto';
import path from 'node:path';
import { readOutboxAttachment } from '../../mail/outbox-reader';
import { addDays, parisDay } from '@devis/domain';
import { startSendingTestApi, parseLink, type SendingTestApi } from '../../test-support/sending-test-api';
import type { ProviderCaller } from '../../test-support/test-api';

let api: SendingTestApi;
let owner: ProviderCaller;

beforeAll(async () => {
  api = await startSendingTestApi();
  owner = await api.asProvider({ companyName: 'Atelier Public' });
});
afterAll(() => api?.close());
afterEach(() => api.setNow(null as unknown as Date));

async function sentQuote(options: { validUntil?: string; companyName?: string } = {}) {
  const quote = await api.draftQuote(owner, options.companyName ? { companyName: options.companyName } : {});
  const sent = await api.send(owner, { quoteId: quote.id, sendToClientAccount: false, ...(options.validUntil ? { validUntil: options.validUntil } : {}) });
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
  return { quote, ...parseLink(sent.body.publicLink) };
}

const visitor = () => api.anonymous();
const accept = (publicId: string, body: Record<string, unknown>) =>
  visitor().request('POST', `/api/public/quotes/${publicId}/accept`, body, { 'user-agent': 'Navigateur de test' });
const acceptBody = (t: string) => ({ t, full_name: 'Claire Martin', email: 'Claire@Boulangerie.test', terms_accepted: true });
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('a wrong, missing or borrowed token opens nothing, and says so in French', async () => {
  const a = await sentQuote();
  const b = await sentQuote();
  const missing = await visitor().get(`/api/public/quotes/${a.publicId}`);
  expect(missing).toMatchObject({ status: 404, body: { error: { message: "Token manquant dans l'URL" } } });
  const wrong = await visitor().get(`/api/public/quotes/${a.publicId}?t=${'x'.repeat(43)}`);
  const borrowed = await visitor().get(`/api/public/quotes/${a.publicId}?t=${b.token}`);
  const unknown = await visitor().get(`/api/public/quotes/${'a'.repeat(24)}?t=${a.token}`);
  for (const res of [wrong, borrowed, unknown]) expect(res).toMatchObject({ status: 404, body: { error: { message: 'Lien invalide ou expiré' } } });
  expect(wrong.body).toEqual(unknown.body);
  expect((await visitor().get(`/api/public/quotes/${a.publicId}/pdf?t=${b.token}`)).status).toBe(404);
  expect((await accept(a.publicId, acceptBody(b.token))).status).toBe(404);
  expect((await visitor().post(`/api/public/quotes/${a.publicId}/reject`, { t: 'nope' })).status).toBe(404);
});

test('opening the link shows the quote as sent and records a view', async () => {
  const { quote, publicId, token } = await sentQuote();
  const view = await visitor().get(`/api/public/quotes/${publicId}?t=${token}`);
  expect(view.status).toBe(200);
  expect(view.headers.get('cache-control')).toBe('private, no-store');
  expect(view.body).toMatchObject({
    number: quote.quote_number,
    title: 'Refonte du site',
    status: 'sent',
    can_decide: true,
    provider: { name: 'Atelier Public' },
    client_company: 'Boulangerie Martin',
    client_name: 'Claire Martin',
    total_ttc: quote.total_ttc,
    items: [{ description: 'Prestation 1' }, { description: 'Prestation 2' }],
    decision: null,
  });
  const events = await api.deps.store.query<any>('quote_events', { where: [['quote_id', '==', quote.id]] });
  expect(events.map((e) => [e.type, e.actor])).toEqual([['view', 'client']]);
});

test('reloading the link records one view per visitor every 30 minutes, not one per load', async () => {
  const { quote, publicId, token } = await sentQuote();
  const open = (userAgent: string) => visitor().request('GET', `/api/public/quotes/${publicId}?t=${token}`, undefined, { 'user-agent': userAgent });
  const views = async () => (await api.deps.store.query<any>('quote_events', { where: [['quote_id', '==', quote.id], ['type', '==', 'view']] })).length;
  const start = Date.now();
  api.setNow(new Date(start));
  for (let i = 0; i < 5; i++) expect((await open('Navigateur A')).status).toBe(200);
  expect(await views()).toBe(1);
  // Another browser is another visitor.
  await open('Navigateur B');
  expect(await views()).toBe(2);
  api.setNow(new Date(start + 29 * 60_000));
  await open('Navigateur A');
  expect(await views()).toBe(2);
  api.setNow(new Date(start + 31 * 60_000));
  await open('Navigateur A');
  expect(await views()).toBe(3);
});

test('accepting keeps the evidence, including the SHA-256 of the exact PDF, and tells the provider', async () => {
  const { quote, publicId, token } = await sentQuote();
  const pdf = Buffer.from(await (await fetch(`${api.baseUrl}/api/public/quotes/${publicId}/pdf?t=${token}`)).arrayBuffer());
  const res = await accept(publicId, acceptBody(token));
  expect(res).toMatchObject({ status: 200, body: { status: 'accepted' } });
  const stored = await owner.get(`/api/quotes/${quote.id}`);
  expect(stored.body.status).toBe('accepted');
  expect(stored.body.decision).toMatchObject({
    action: 'accepted',
    name: 'Claire Martin',
    email: 'claire@boulangerie.test',
    ip: expect.stringContaining('127.0.0.1'),
    user_agent: 'Navigateur de test',
    pdf_sha256: sha256(pdf),
    version: 1,
  });
  expect(Date.parse(stored.body.decision.at)).not.toBeNaN();
  const mail = (await api.outbox()).find((m) => m.kind === 'quote-decision' && m.subject.includes(quote.quote_number));
  expect(mail).toMatchObject({ to: owner.email, subject: `Devis ${quote.quote_number} accepté par Boulangerie Martin` });
  expect(mail!.text).toContain(sha256(pdf));
  const view = await visitor().get(`/api/public/quotes/${publicId}?t=${token}`);
  expect(view.body).toMatchObject({ status: 'accepted', can_decide: false, decision: { action: 'accepted', name: 'Claire Martin' } });
});

test('whoever accepts gets an acknowledgement with the accepted PDF; the provider can reply to them and opens the quote from the mail', async () => {
  const { quote, publicId, token } = await sentQuote();
  const pdf = Buffer.from(await (await fetch(`${api.baseUrl}/api/public/quotes/${publicId}/pdf?t=${token}`)).arrayBuffer());
  expect((await accept(publicId, acceptBody(token))).status).toBe(200);
  const mails = (await api.outbox()).filter((m) => m.subject.includes(quote.quote_number));
  const receipt = mails.find((m) => m.kind === 'quote-acceptance-receipt');
  expect(receipt).toMatchObject({ to: 'claire@boulangerie.test', replyTo: owner.email, senderName: 'Atelier Public via Devis', subject: `Votre acceptation du devis ${quote.quote_number} d’Atelier Public` });
  expect(receipt!.text).toContain('Bonjour Claire Martin,');
  expect(receipt!.text).toContain(`Empreinte SHA-256 du PDF accepté : ${sha256(pdf)}`);
  expect(receipt!.text).toMatch(/Accepté le : \d\d\/\d\d\/\d{4} \d\d:\d\d \(heure de Paris\)/);
  // The attachment is the very PDF whose fingerprint was recorded.
  expect(receipt!.attachments).toEqual([{ filename: `devis-${quote.quote_number}.pdf`, contentType: 'application/pdf', size: pdf.length }]);
  const attached = await readOutboxAttachment(path.join(api.dataDir, 'outbox'), receipt!.id, receipt!.attachments[0]!.filename);
  expect(sha256(attached!)).toBe(sha256(pdf));
  // Its link opens the accepted quote again.
  const link = parseLink(receipt!.text.match(/consulter à tout moment : (\S+)/)![1]!);
  expect(link.publicId).toBe(publicId);
  expect((await visitor().get(`/api/public/quotes/${link.publicId}?t=${link.token}`)).body).toMatchObject({ status: 'accepted', can_decide: false });
  const notice = mails.find((m) => m.kind === 'quote-decision');
  expect(notice).toMatchObject({ to: owner.email, replyTo: 'claire@boulangerie.test' });
  expect(notice!.text).toContain(`/app/quotes?devis=${encodeURIComponent(quote.id)}`);
});

test('a refusal sends no acknowledgement, and the provider\'s notice has no reply-to', async () => {
  const { quote, publicId, token } = await sentQuote();
  expect((await visitor().post(`/api/public/quotes/${publicId}/reject`, { t: token, reason: 'Trop cher' })).status).toBe(200);
  const mails = (await api.outbox()).filter((m) => m.subject.includes(quote.quote_number));
  expect(mails.map((m) => m.kind).sort()).toEqual(['quote-decision', 'quote-sent']);
  expect(mails.find((m) => m.kind === 'quote-decision')!.replyTo).toBeNull();
});

test('the decision IP is the one the platform vouches for, not an X-Forwarded-For the visitor wrote', async () => {
  const { quote, publicId, token } = await sentQuote();
  const res = await visitor().request('POST', `/api/public/quotes/${publicId}/accept`, acceptBody(token), { 'x-forwarded-for': '6.6.6.6' });
  expect(res.status).toBe(200);
  const stored = await owner.get(`/api/quotes/${quote.id}`);
  expect(stored.body.decision.ip).toBe('127.0.0.1');
  const events = await api.deps.store.query<any>('quote_events', { where: [['quote_id', '==', quote.id], ['type', '==', 'accepted']] });
  expect(events.map((e) => e.ip)).toEqual(['127.0.0.1']);
});

test('20 concurrent accepts give exactly one decision', async () => {
  const { quote, publicId, token } = await sentQuote();
  const results = await Promise.all(Array.from({ length: 20 }, () => accept(publicId, acceptBody(token))));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  expect(results.find((r) => r.status === 409)!.body.error.message).toBe("Ce lien de devis n'est plus valide ou a expiré.");
  const decisions = await api.deps.store.query<any>('quote_events', { where: [['quote_id', '==', quote.id], ['type', '==', 'accepted']] });
  expect(decisions).toHaveLength(1);
  expect((await api.outbox()).filter((m) => m.kind === 'quote-decision' && m.subject.includes(quote.quote_number))).toHaveLength(1);
});

test('accept after reject is refused; the reason reaches the provider, escaped', async () => {
  const { quote, publicId, token } = await sentQuote({ companyName: '<img src=x onerror=alert(1)>' });
  const reason = '<script>alert("x")</script> Trop cher';
  const rejected = await visitor().post(`/api/public/quotes/${publicId}/reject`, { t: token, reason });
  expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected' } });
  expect((await accept(publicId, acceptBody(token))).status).toBe(409);
  expect((await visitor().post(`/api/public/quotes/${publicId}/reject`, { t: token })).status).toBe(409);
  const stored = await owner.get(`/api/quotes/${quote.id}`);
  expect(stored.body).toMatchObject({ status: 'rejected', decision: { action: 'rejected', reason } });
  const mail = (await api.outbox()).find((m) => m.kind === 'quote-decision' && m.subject.includes(quote.quote_number))!;
  expect(mail.text).toContain(reason);
  expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Trop cher');
  expect(mail.html).not.toMatch(/<script|<img/);
});

test('the accept form needs a name, an email and the terms', async () => {
  const { publicId, token } = await sentQuote();
  for (const body of [{ t: token }, { t: token, full_name: 'A', email: 'a@b.test' }, { t: token, full_name: ' ', email: 'a@b.test', terms_accepted: true }]) {
    const res = await accept(publicId, body);
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'Veuillez remplir tous les champs et accepter les conditions.' } } });
  }
  const badEmail = await accept(publicId, { t: token, full_name: 'A', email: 'pas-un-email', terms_accepted: true });
  expect(badEmail.body.error.message).toBe('Veuillez saisir une adresse email valide');
});

test('an expired link shows the quote as expired and can no longer decide', async () => {
  const today = parisDay(new Date());
  const { quote, publicId, token } = await sentQuote({ validUntil: today });
  // The last valid day is still open until midnight, Paris time.
  expect((await visitor().get(`/api/public/quotes/${publicId}?t=${token}`)).body.can_decide).toBe(true);
  api.setNow(new Date(Date.now() + 2 * 86_400_000));
  const view = await visitor().get(`/api/public/quotes/${publicId}?t=${token}`);
  expect(view.body).toMatchObject({ status: 'expired', can_decide: false, valid_until: today });
  const res = await accept(publicId, acceptBody(token));
  expect(res).toMatchObject({ status: 409, body: { error: { message: "Ce lien de devis n'est plus valide ou a expiré." } } });
  expect((await owner.get(`/api/quotes/${quote.id}`)).body.status).toBe('expired');
});

test('the validity the link decides on is the one sent: editing the dates without re-sending does not move it', async () => {
  const sentUntil = addDays(parisDay(new Date()), 3);
  const { quote, publicId, token } = await sentQuote({ validUntil: sentUntil });
  const later = addDays(sentUntil, 60);
  const edited = await owner.put(`/api/quotes/${quote.id}`, {
    client_id: quote.client_id,
    title: 'Refonte du site, modifiée',
    valid_until: later,
    lines: [{ description: 'Prestation', quantity: 1, unit_price_ht: 10_000 }],
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ status: 'sent', valid_until: sentUntil });

  // Even a quote whose stored date moved (edited before this rule existed) decides on the sent one.
  await api.deps.store.update('quotes', quote.id, { valid_until: later });
  api.setNow(new Date(Date.parse(`${sentUntil}T12:00:00Z`) + 2 * 86_400_000));
  const view = await visitor().get(`/api/public/quotes/${publicId}?t=${token}`);
  expect(view.body).toMatchObject({ status: 'expired', can_decide: false, valid_until: sentUntil });
  const res = await accept(publicId, acceptBody(token));
  expect(res).toMatchObject({ status: 409, body: { error: { message: "Ce lien de devis n'est plus valide ou a expiré." } } });
});

test('/c/quotes shows the read-only quote with its token, and "Devis non trouvé" otherwise', async () => {
  const { quote, publicId, token } = await sentQuote({ validUntil: addDays(parisDay(new Date()), 3) });
  const shared = await visitor().get(`/api/public/c/quotes/${publicId}?t=${token}`);
  expect(shared.body).toMatchObject({ number: quote.quote_number, can_decide: false });
  for (const path of [`/api/public/c/quotes/${publicId}`, `/api/public/c/quotes/${'b'.repeat(24)}`, `/api/public/c/quotes/${publicId}/pdf`]) {
    expect(await visitor().get(path)).toMatchObject({ status: 404, body: { error: { message: 'Devis non trouvé' } } });
  }
  const pdf = await fetch(`${api.baseUrl}/api/public/c/quotes/${publicId}/pdf?t=${token}`);
  expect(pdf.headers.get('content-type')).toContain('application/pdf');
});
