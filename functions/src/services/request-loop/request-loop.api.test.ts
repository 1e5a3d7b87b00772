/**
 * The request loop through the real API: a client's request to two providers, each provider's answer,
 * the counter-proposal and the client's decision, with what every party then reads and receives by mail.
 */
import { createOpenRequest } from '../client-requests/create-open-request';
import { PROFILES } from '../profile/profile-record';
import { RATE_LIMITS_COLLECTION } from '../rate-limit/rate-limit';
import { sendQuote } from '../sending/send-quote';
import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from '../../test-support/test-api';

let api: TestApi;
let studio: ProviderCaller;
let atelier: ProviderCaller;
let client: ClientCaller;
let stranger: ClientCaller;
let logoId: string;
let printId: string;

beforeAll(async () => {
  api = await startTestApi();
  studio = await api.asProvider({ companyName: 'Studio Lumière' });
  atelier = await api.asProvider({ companyName: 'Atelier Papier' });
  client = await api.asClient({ name: 'Claire Martin', companyName: 'Boulangerie Martin' });
  stranger = await api.asClient({ name: 'Paul Autre' });
  logoId = (await studio.post('/api/services', { name: 'Création de logo', unit_price_ht: 50_000 })).body.id;
  printId = (await atelier.post('/api/services', { name: 'Impression flyers', unit_price_ht: 12_000, tva_rate_percent: 5.5 })).body.id;
});
afterAll(() => api?.close());

const lines = () => [
  { description: 'Création de logo', quantity: 1, unit_price_ht: 50_000, tva_rate_percent: 20, service_id: logoId, provider_id: studio.uid },
  { description: 'Impression flyers', quantity: 2, unit_price_ht: 12_000, tva_rate_percent: 5.5, service_id: printId, provider_id: atelier.uid, unit: 'lot' },
  { description: 'Conseil', quantity: 1, unit_price_ht: 0, tva_rate_percent: 20 },
];

async function sendRequest(providerIds = [studio.uid, atelier.uid], extra: Record<string, unknown> = {}) {
  // This file sends more requests from one account than its hourly limit allows: open the windows again.
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
  const res = await client.post('/api/client/requests', { title: 'Identité visuelle', description: 'Pour la réouverture', lines: lines(), provider_ids: providerIds, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: string; results: { provider_user_id: string; success: boolean; error: string | null }[]; sent: number; total: number };
}

const quoteIdFor = (requestId: string, provider: ProviderCaller) => `${requestId}-${provider.uid}`;

describe('the wizard sends one request to several providers', () => {
  it('gives each provider its own numbered copy, a request, a conversation and a mail with the review link', async () => {
    const result = await sendRequest();
    expect(result).toMatchObject({ sent: 2, total: 2 });
    expect(result.results.map((r) => [r.provider_user_id, r.success])).toEqual([
      [studio.uid, true],
      [atelier.uid, true],
    ]);

    const review = await studio.get(`/api/quotes/${quoteIdFor(result.id, studio)}/review`);
    expect(review.status).toBe(200);
    expect(review.body.quote).toMatchObject({ client_created: true, provider_status: 'pending', status: 'sent', user_id: studio.uid, title: 'Identité visuelle' });
    expect(review.body.quote.quote_number).toMatch(/^\d{4}-\d{3}$/);
    // Its own catalogue line keeps its service; another provider's is anonymous.
    expect(review.body.quote.lines.map((l: { service_id: string }) => l.service_id)).toEqual([logoId, 'custom', 'custom']);
    // A catalogue line keeps its unit, in every provider's copy.
    expect(review.body.quote.lines.map((l: { unit?: string }) => l.unit ?? null)).toEqual([null, 'lot', null]);
    expect(review.body.quote.total_ttc).toBe(60_000 + 25_320);
    expect(review.body.requester).toMatchObject({ name: 'Claire Martin', company_name: 'Boulangerie Martin', email: client.email });
    expect(review.body.request).toMatchObject({ status: 'quote_sent', quote_id: quoteIdFor(result.id, studio), description: 'Pour la réouverture' });
    expect(review.body.can_answer).toBe(true);

    const mails = (await api.outbox()).filter((m) => m.kind === 'request-new');
    const toStudio = mails.find((m) => m.to === studio.email)!;
    expect(toStudio.subject).toBe('Nouvelle demande de devis de Claire Martin (Boulangerie Martin)');
    expect(toStudio.text).toContain(`/app/quotes/${quoteIdFor(result.id, studio)}/review`);
    expect(mails.some((m) => m.to === atelier.email)).toBe(true);
  });

  it('is all or nothing per provider: an unknown one fails alone', async () => {
    const result = await sendRequest([studio.uid, 'nobody-here']);
    expect(result).toMatchObject({ sent: 1, total: 2 });
    expect(result.results[1]).toEqual({ provider_user_id: 'nobody-here', company_name: null, success: false, error: 'Prestataire non trouvé' });
  });

  it('sends once for the same request key, even twice at the same time', async () => {
    const key = `cle-${Date.now()}`;
    const [a, b] = await Promise.all([sendRequest([studio.uid], { request_key: key }), sendRequest([studio.uid], { request_key: key })]);
    expect(a.id).toBe(b.id);
    const again = await sendRequest([studio.uid], { request_key: key });
    expect(again).toMatchObject({ sent: 1, total: 1 });
    const mails = (await api.outbox()).filter((m) => m.kind === 'request-new' && m.text.includes(quoteIdFor(a.id, studio)));
    expect(mails).toHaveLength(1);
  });

  it("reaches a provider under the VAT franchise at 0 %, and both screens know it (no VAT row, the mention)", async () => {
    const free = await api.asProvider({ companyName: 'Auto-entreprise Durand' });
    await api.deps.store.update(PROFILES, free.uid, { vat_franchise: true });
    const result = await sendRequest([free.uid]);
    const id = quoteIdFor(result.id, free);
    const review = await free.get(`/api/quotes/${id}/review`);
    expect(review.body.quote).toMatchObject({ vat_franchise: true, total_ht: 74_000, total_tva: 0, total_ttc: 74_000 });
    const detail = await client.get(`/api/client/quotes/${id}`);
    expect(detail.body).toMatchObject({ vat_franchise: true, total_tva: 0, total_ttc: 74_000 });
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = (await api.outbox()).length;
    const blank = await client.post('/api/client/requests', { title: ' ', lines: lines(), provider_ids: [studio.uid] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Veuillez remplir tous les champs requis');
    const malformed = await client.request('POST', '/api/client/requests', '{"title": ', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Le corps de la requête est invalide');
    const past = await client.post('/api/client/requests', { title: 'x', lines: lines(), provider_ids: [studio.uid], deadline: '2020-01-01' });
    expect(past.body.error.message).toBe('La date souhaitée ne peut pas être passée');
    expect((await api.outbox()).length).toBe(before);
  });

  it('refuses oversized fields in French, and an answer or a counter-proposal too long changes nothing', async () => {
    const before = (await api.outbox()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(201) }, 'Ce champ est trop long'],
      [{ description: 'x'.repeat(5001) }, 'Ce champ est trop long'],
      [{ lines: Array.from({ length: 201 }, () => lines()[2]) }, 'Ce champ est trop long'],
      [{ lines: [{ ...lines()[2], description: 'x'.repeat(2001) }] }, 'Ce champ est trop long'],
      [{ lines: [{ ...lines()[2], unit_price_ht: 1e15 }] }, 'Le prix unitaire ne doit pas dépasser 10 000 000 € HT'],
      [{ lines: [{ ...lines()[2], quantity: 1e15, unit_price_ht: 1 }] }, 'La quantité ne doit pas dépasser 1 000 000'],
      [{ provider_ids: Array.from({ length: 11 }, (_, i) => `p${i}`) }, 'Vous pouvez envoyer une demande à 10 prestataires au plus'],
    ];
    for (const [extra, message] of cases) {
      const res = await client.post('/api/client/requests', { title: 'Identité visuelle', lines: lines(), provider_ids: [studio.uid], ...extra });
      expect({ extra: Object.keys(extra), status: res.status, message: res.body.error?.message }).toEqual({ extra: Object.keys(extra), status: 400, message });
    }
    expect((await api.outbox()).length).toBe(before);

    const { id } = await sendRequest([studio.uid]);
    const quoteId = quoteIdFor(id, studio);
    const longAnswer = await studio.post(`/api/quotes/${quoteId}/accept`, { message: 'x'.repeat(2001) });
    expect(longAnswer.status).toBe(400);
    const longProposal = await studio.post(`/api/quotes/${quoteId}/counter-proposal`, { title: 'x'.repeat(201), lines: [{ description: 'x', quantity: 1, unit_price_ht: 100 }] });
    expect(longProposal.status).toBe(400);
    expect((await studio.get(`/api/quotes/${quoteId}/review`)).body).toMatchObject({ can_answer: true, quote: { provider_status: 'pending' } });
  });
});

describe('the provider answers', () => {
  it('accepts: the final version, the client in its clients, the client told by mail; once only', async () => {
    const { id } = await sendRequest([studio.uid]);
    const quoteId = quoteIdFor(id, studio);
    const accepted = await studio.post(`/api/quotes/${quoteId}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', provider_status: 'accepted', provider_message: "J'accepte cette proposition de devis." });

    // The quotes list shows the provider_status badge (and no edit) for it: the list's fields carry it.
    const listed = ((await studio.get('/api/quotes?limit=50')).body.items as { id: string }[]).find((q) => q.id === quoteId);
    expect(listed).toMatchObject({ client_created: true, from_client_request: true, provider_status: 'accepted', status: 'accepted' });

    const again = await studio.post(`/api/quotes/${quoteId}/reject`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Vous avez déjà répondu à ce devis');

    const clients = (await studio.get('/api/clients')).body.items as { client_account_id: string | null; company_name: string; email: string }[];
    expect(clients.filter((c) => c.client_account_id === client.uid)).toEqual([
      expect.objectContaining({ company_name: 'Boulangerie Martin', email: client.email }),
    ]);
    const mail = (await api.outbox()).find((m) => m.kind === 'request-answer' && m.to === client.email)!;
    expect(mail.subject).toBe('Studio Lumière a validé votre devis « Identité visuelle »');
    expect(mail.text).toContain('/client/quotes');
    // A reply reaches the provider; the client sees who wrote.
    expect(mail).toMatchObject({ replyTo: studio.email, senderName: 'Studio Lumière via Devis' });

    const pdf = await client.request('GET', `/api/client/quotes/${quoteId}/pdf`, undefined, { accept: 'application/json' });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body.dataBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The same bytes the provider downloads.
    const again1 = await client.request('GET', `/api/client/quotes/${quoteId}/pdf`, undefined, { accept: 'application/json' });
    expect(again1.body.dataBase64).toBe(pdf.body.dataBase64);
  });

  it('refuses with its reason; a client-created quote cannot be edited nor sent by link', async () => {
    const { id } = await sendRequest([studio.uid]);
    const quoteId = quoteIdFor(id, studio);
    const edit = await studio.put(`/api/quotes/${quoteId}`, { client_id: 'x', lines: [{ description: 'x', quantity: 1, unit_price_ht: 100 }] });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Un devis demandé par un client se modifie par « Modifier et contre-proposer »');
    const caller = { uid: studio.uid, role: 'provider' as const, email: studio.email, emailVerified: true };
    await expect(sendQuote(api.deps, caller, { quoteId, validUntil: null, sendToClientAccount: true })).rejects.toThrow('Un devis demandé par un client se modifie par « Modifier et contre-proposer »');
    const refused = await studio.post(`/api/quotes/${quoteId}/reject`, { message: 'Pas disponible en mars' });
    expect(refused.body).toMatchObject({ status: 'rejected', provider_status: 'rejected', provider_message: 'Pas disponible en mars' });
    const request = await studio.get(`/api/quote-requests/${quoteId}`);
    expect(request.body).toMatchObject({ status: 'rejected', provider_status: 'rejected' });
  });

  it('counter-proposes; the client compares, accepts, and the quote is the final version', async () => {
    const { id } = await sendRequest([studio.uid, atelier.uid]);
    const quoteId = quoteIdFor(id, atelier);
    const proposal = await atelier.post(`/api/quotes/${quoteId}/counter-proposal`, {
      title: 'Identité visuelle (révisée)',
      lines: [{ description: 'Impression flyers', quantity: 2, unit_price_ht: 15_000, tva_rate_percent: 5.5 }],
      message: 'Le papier recyclé coûte un peu plus.',
    });
    expect(proposal.status).toBe(200);
    expect(proposal.body).toMatchObject({ provider_status: 'modified', status: 'sent', total_ttc: 31_650 });
    const proposed = (await api.outbox()).find((m) => m.kind === 'request-answer' && m.subject.startsWith('Atelier Papier vous propose une modification'));
    expect(proposed).toMatchObject({ to: client.email, replyTo: atelier.email, senderName: 'Atelier Papier via Devis' });

    const detail = await client.get(`/api/client/quotes/${quoteId}`);
    expect(detail.body).toMatchObject({ can_decide: true, vat_franchise: false, provider_message: 'Le papier recyclé coûte un peu plus.', title: 'Identité visuelle (révisée)' });
    expect(detail.body.original.total_ttc).toBe(60_000 + 25_320);
    expect(detail.body.provider.company_name).toBe('Atelier Papier');
    expect((await stranger.get(`/api/client/quotes/${quoteId}`)).status).toBe(404);

    const accepted = await client.post(`/api/client/quotes/${quoteId}/decision`, { action: 'accept', comment: 'Parfait' });
    expect(accepted.body).toEqual({ message: 'Vous avez accepté les modifications du devis.', provider_status: 'accepted', status: 'accepted' });
    expect((await atelier.get(`/api/quote-requests/${quoteId}`)).body.status).toBe('completed');
    const mail = (await api.outbox()).find((m) => m.kind === 'request-decision' && m.to === atelier.email)!;
    expect(mail.subject).toBe('Claire Martin a accepté votre proposition « Identité visuelle (révisée) »');
    expect(mail.text).toContain(`/app/quotes/${quoteId}/review`);

    const twice = await client.post(`/api/client/quotes/${quoteId}/decision`, { action: 'reject' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Ce devis n'attend pas votre réponse");
  });

  it('does not let the client decide on a quote that was not modified', async () => {
    const { id } = await sendRequest([studio.uid]);
    const res = await client.post(`/api/client/quotes/${quoteIdFor(id, studio)}/decision`, { action: 'accept' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Ce devis n'attend pas votre réponse");
  });

  it('shows the review page only for the provider own client-created quotes', async () => {
    const { id } = await sendRequest([studio.uid]);
    expect((await atelier.get(`/api/quotes/${quoteIdFor(id, studio)}/review`)).status).toBe(404);
    const clientId = (await studio.post('/api/clients', { company_name: 'Client direct' })).body.id;
    const own = await studio.post('/api/quotes', { client_id: clientId, lines: [{ description: 'x', quantity: 1, unit_price_ht: 100 }] });
    const res = await studio.get(`/api/quotes/${own.body.id}/review`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Devis introuvable');
  });
});

describe('a request without a quote', () => {
  async function openRequest() {
    const caller = { uid: client.uid, role: 'client' as const, email: client.email, emailVerified: false };
    const { id } = await createOpenRequest(api.deps, caller, {
      provider_user_id: studio.uid,
      title: 'Site vitrine',
      description: 'Cinq pages',
      budget_min: 150_000,
      budget_max: 300_000,
      deadline: null,
    });
    return id;
  }

  it('gets a proposal for the requester client row, which the client accepts: completed', async () => {
    const id = await openRequest();
    const request = await studio.get(`/api/quote-requests/${id}`);
    expect(request.body).toMatchObject({ status: 'pending', quote_id: null, budget_min: 150_000, client_id: null });
    const row = await studio.post(`/api/quote-requests/${id}/client`, {});
    expect(row.body).toMatchObject({ client_account_id: client.uid, company_name: 'Boulangerie Martin' });
    // Twice is the same row.
    expect((await studio.post(`/api/quote-requests/${id}/client`, {})).body.id).toBe(row.body.id);

    const missingClient = await studio.post(`/api/quote-requests/${id}/proposal`, { client_id: '', title: 'x', lines: [{ description: 'Page', quantity: 5, unit_price_ht: 30_000 }] });
    expect(missingClient.body.error.message).toBe('Veuillez sélectionner un client');
    const proposal = await studio.post(`/api/quote-requests/${id}/proposal`, {
      client_id: row.body.id,
      title: 'Site vitrine cinq pages',
      budget: 200_000,
      lines: [{ description: 'Page', quantity: 5, unit_price_ht: 30_000 }],
    });
    expect(proposal.status).toBe(201);
    expect(proposal.body).toMatchObject({ id, provider_status: 'modified', status: 'sent', client_id: row.body.id, total_ttc: 180_000 });
    const proposed = (await api.outbox()).find((m) => m.kind === 'request-answer' && m.subject === 'Studio Lumière vous a envoyé une proposition pour « Site vitrine »');
    expect(proposed).toMatchObject({ to: client.email, replyTo: studio.email, senderName: 'Studio Lumière via Devis' });
    expect((await studio.get(`/api/quote-requests/${id}`)).body).toMatchObject({ status: 'proposal_sent', quote_id: id, total_ttc: 180_000 });
    expect((await studio.post(`/api/quote-requests/${id}/proposal`, { client_id: row.body.id, title: 'Encore', lines: [{ description: 'Page', quantity: 1, unit_price_ht: 100 }] })).status).toBe(409);

    const detail = await client.get(`/api/client/quotes/${id}`);
    expect(detail.body).toMatchObject({ can_decide: true, original: null, proposal: { budget: 200_000 } });
    const decided = await client.post(`/api/client/quotes/${id}/decision`, { action: 'accept' });
    expect(decided.body.status).toBe('accepted');
    expect((await studio.get(`/api/quote-requests/${id}`)).body.status).toBe('completed');
    const mail = (await api.outbox()).find((m) => m.kind === 'request-decision' && m.subject.includes('Site vitrine cinq pages'))!;
    expect(mail.text).toContain('/app/demandes-devis');
  });

  it('can be refused with a message the client receives', async () => {
    const id = await openRequest();
    const refused = await studio.post(`/api/quote-requests/${id}/reject`, { message: 'Complet ce trimestre' });
    expect(refused.body).toMatchObject({ status: 'rejected', provider_message: 'Complet ce trimestre' });
    expect((await studio.post(`/api/quote-requests/${id}/reject`, {})).status).toBe(409);
    const mail = (await api.outbox()).find((m) => m.kind === 'request-answer' && m.subject === 'Studio Lumière a refusé votre demande « Site vitrine »');
    expect(mail?.text).toContain('Complet ce trimestre');
    expect(mail).toMatchObject({ replyTo: studio.email, senderName: 'Studio Lumière via Devis' });
  });

  it("answers from the contact email of the provider's profile, as sent quotes do", async () => {
    const contact = 'bonjour@studio-lumiere.test';
    await api.deps.store.update(PROFILES, studio.uid, { email: contact });
    try {
      const refusedId = await openRequest();
      expect((await studio.post(`/api/quote-requests/${refusedId}/reject`, { message: 'Complet' })).status).toBe(200);
      const proposedId = await openRequest();
      const row = await studio.post(`/api/quote-requests/${proposedId}/client`, {});
      await studio.post(`/api/quote-requests/${proposedId}/proposal`, { client_id: row.body.id, title: 'Site contact', lines: [{ description: 'Page', quantity: 1, unit_price_ht: 30_000 }] });
      const { id } = await sendRequest([studio.uid]);
      expect((await studio.post(`/api/quotes/${quoteIdFor(id, studio)}/reject`, {})).status).toBe(200);
      const answers = (await api.outbox()).filter((m) => m.kind === 'request-answer' && m.to === client.email);
      expect(answers).toEqual(
        expect.arrayContaining(
          [
            'Studio Lumière a refusé votre demande « Site vitrine »',
            'Studio Lumière vous a envoyé une proposition pour « Site vitrine »',
            'Studio Lumière a refusé votre devis « Identité visuelle »',
          ].map((subject) => expect.objectContaining({ subject, replyTo: contact, senderName: 'Studio Lumière via Devis' })),
        ),
      );
    } finally {
      await api.deps.store.update(PROFILES, studio.uid, { email: studio.email });
    }
  });

  it('cannot receive a proposal past its validity decision', async () => {
    const id = await openRequest();
    const row = await studio.post(`/api/quote-requests/${id}/client`, {});
    await studio.post(`/api/quote-requests/${id}/proposal`, { client_id: row.body.id, title: 'Site', lines: [{ description: 'Page', quantity: 1, unit_price_ht: 30_000 }] });
    await api.deps.store.update('quotes', id, { valid_until: '2020-01-01' });
    const late = await client.post(`/api/client/quotes/${id}/decision`, { action: 'accept' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Cette proposition a expiré');
  });
});

describe('concurrent answers', () => {
  it('lets one of ten simultaneous answers through; the others get 409 and change nothing', async () => {
    const { id } = await sendRequest([studio.uid, atelier.uid]);
    const quoteId = quoteIdFor(id, studio);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => studio.post(`/api/quotes/${quoteId}/${i % 2 ? 'accept' : 'reject'}`, {})),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const winner = answers.find((a) => a.status === 200)!.body.provider_status;
    const card = (await client.get('/api/client/quotes')).body.items.find((i: { id: string }) => i.id === id);
    expect(card.responses.map((r: { provider_status: string }) => r.provider_status)).toEqual([winner, 'pending']);
  });

  it('keeps both answers when two providers answer the same request at the same time', async () => {
    const { id } = await sendRequest([studio.uid, atelier.uid]);
    const [a, b] = await Promise.all([studio.post(`/api/quotes/${quoteIdFor(id, studio)}/accept`, {}), atelier.post(`/api/quotes/${quoteIdFor(id, atelier)}/reject`, {})]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const card = (await client.get('/api/client/quotes')).body.items.find((i: { id: string }) => i.id === id);
    expect(card.responses.map((r: { provider_status: string }) => r.provider_status)).toEqual(['accepted', 'rejected']);
    expect(card.is_final).toBe(true);
  });
});
