/**
 * The public chat of a quote link (/{publicId}?t=): a visitor writes to the quote's provider, who answers
 * from /app/messages; the signed cookie remembers the visitor's email per link; limits per link and IP.
 */
import { conversationMessages, MESSAGE_MAX_LENGTH, publicQuoteMessages } from '@devis/domain';
import { startTestApi, type ApiResponse, type ProviderCaller, type TestApi } from '../../test-support/test-api';
import { sendQuote } from '../sending/send-quote';
import { RATE_LIMITS_COLLECTION, rateLimitDocId } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { rateLimitedMessage } from '../errors';
import { MESSAGES } from './message-record';
import { QUOTES } from '../quotes/quote-record';
import { withStoreUsage } from '../../test-support/store-usage';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** A browser on a quote link: it keeps the chat cookie the API sets. */
function chatVisitor(link: { publicId: string; t: string }, cookie = '') {
  const visitor = {
    cookie,
    setCookie: '',
    async call(method: 'GET' | 'POST', body?: unknown, t = link.t): Promise<ApiResponse> {
      const path = `/api/public/quotes/${link.publicId}/messages${method === 'GET' ? `?t=${encodeURIComponent(t)}` : ''}`;
      const res = await api.anonymous().request(method, path, body, visitor.cookie ? { cookie: visitor.cookie } : {});
      const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
      if (set) {
        visitor.setCookie = set;
        visitor.cookie = set.split(';')[0]!;
      }
      return res;
    },
    read: () => visitor.call('GET'),
    write: (body: string, email?: string, t = link.t) => visitor.call('POST', { t, body, ...(email !== undefined ? { email } : {}) }),
  };
  return visitor;
}

/** A quote of `owner` for a new client row (linked to `accountId` when given), sent: its link. */
async function sentQuote(owner: ProviderCaller, options: { clientId?: string; title?: string } = {}) {
  const clientId = options.clientId ?? (await owner.post('/api/clients', { company_name: 'Boulangerie Martin', contact_name: 'Claire Martin', email: 'claire@test.devis.local' })).body.id;
  const quote = await owner.post('/api/quotes', { client_id: clientId, title: options.title ?? 'Refonte du logo', lines: [{ description: 'Logo', quantity: 1, unit_price_ht: 50_000 }] });
  expect(quote.status).toBe(201);
  const caller = { uid: owner.uid, role: 'provider' as const, email: owner.email, emailVerified: true };
  const sent = await sendQuote(api.deps, caller, { quoteId: quote.body.id, validUntil: null, sendToClientAccount: false });
  return { quoteId: quote.body.id as string, quoteNumber: quote.body.quote_number as string, clientId: clientId as string, ...linkOf(sent) };
}

const linkOf = (sent: { publicId: string; publicLink: string }) => ({ publicId: sent.publicId, t: new URL(sent.publicLink).searchParams.get('t')! });

/** The chat thread of a quote's links for one recipient (the client row it was sent to). */
const threadOf = (owner: ProviderCaller, link: { quoteId: string; clientId: string }) => `${owner.uid}_q_${link.quoteId}_${link.clientId}`;

async function clearRateLimits() {
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
}

/** Forgets this machine's per-IP chat window only. */
async function clearIpWindows() {
  await api.deps.store.delete(RATE_LIMITS_COLLECTION, rateLimitDocId(RATE_LIMITS.publicChatPerIp, '127.0.0.1'));
}

describe('a visitor on a quote link', () => {
  it('needs an email for the first message, then the signed cookie remembers it; the provider reads and answers', async () => {
    const owner = await api.asProvider({ companyName: 'Écoute Studio' });
    const link = await sentQuote(owner);
    const visitor = chatVisitor(link);

    expect((await visitor.read()).body).toEqual({ messages: [], visitor_email: null });
    const first = await visitor.write('Bonjour, le délai ?');
    expect({ status: first.status, body: first.body }).toEqual({ status: 400, body: { error: { code: 'EMAIL_REQUIRED', message: 'Email requis', details: { email: 'Email requis' } } } });
    expect(await api.deps.store.query(MESSAGES, { where: [['provider_user_id', '==', owner.uid]] })).toEqual([]);

    const sent = await visitor.write('Bonjour, le délai ?', '  Ana@Example.FR ');
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      message: { id: expect.any(String), conversation_id: threadOf(owner, link), sender_type: 'client', content: 'Bonjour, le délai ?', sender_email: 'ana@example.fr', created_at: expect.any(String) },
      visitor_email: 'ana@example.fr',
    });
    // The cookie: HttpOnly, SameSite=Lax, sent to the quote page's API only (not Secure on the local http stack).
    expect(visitor.setCookie).toMatch(/^__session=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/api\/public\/quotes; Expires=.+; HttpOnly; SameSite=Lax$/);

    const second = await visitor.write('<b>Et</b> le prix ?');
    expect(second.status).toBe(201);
    expect(second.body.visitor_email).toBe('ana@example.fr');

    const conversations = await owner.get('/api/conversations');
    expect(conversations.body.items).toEqual([
      expect.objectContaining({
        conversation_id: threadOf(owner, link),
        kind: 'quote',
        client_account_id: null,
        client_name: 'Claire Martin',
        client_company_name: 'Boulangerie Martin',
        subject: 'Refonte du logo',
        quote_id: link.quoteId,
        quote_number: link.quoteNumber,
        last_message_content: '<b>Et</b> le prix ?',
        unread_count: 2,
        is_client_in_list: true,
      }),
    ]);
    const id = conversations.body.items[0].conversation_id;
    expect((await owner.post(`/api/conversations/${id}/messages`, { content: 'Deux semaines, même prix.' })).status).toBe(201);
    expect((await owner.get(`/api/conversations/${id}`)).body).toMatchObject({ conversation: { unread_count: 0 }, requests: [] });

    const view = await visitor.read();
    expect(view.body.visitor_email).toBe('ana@example.fr');
    expect(view.body.messages.map((m: { sender_type: string; content: string }) => [m.sender_type, m.content])).toEqual([
      ['client', 'Bonjour, le délai ?'],
      ['client', '<b>Et</b> le prix ?'],
      ['provider', 'Deux semaines, même prix.'],
    ]);

    // One mail to the provider for the two messages (at most one per conversation every 15 minutes), text escaped.
    const mails = (await api.outbox()).filter((m) => m.kind === 'chat-message' && m.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Nouveau message sur le devis ${link.quoteNumber}`);
    expect(mails[0]!.text).toContain('Bonjour, le délai ?');
    expect(mails[0]!.html).toContain(`/app/messages/${id}`);

    // Another browser, or this one with the cookie altered, is a new visitor: it must give an email.
    const stranger = chatVisitor(link);
    expect((await stranger.read()).body.visitor_email).toBeNull();
    const [value, mac] = visitor.cookie.split('.');
    const forged = chatVisitor(link, `${value}.${mac!.slice(0, -2)}AA`);
    expect((await forged.write('Je suis Ana')).body.error.code).toBe('EMAIL_REQUIRED');
    const payload = JSON.parse(Buffer.from(value!.replace('__session=', ''), 'base64url').toString('utf8'));
    payload.e = [[link.publicId, 'victime@test.devis.local']];
    const rewritten = chatVisitor(link, `__session=${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`);
    expect((await rewritten.read()).body.visitor_email).toBeNull();
  });

  it('costs the drawer’s 10 s refresh 2 reads (the link, the quote) plus the messages on the page', async () => {
    const owner = await api.asProvider({ companyName: 'Studio Sobre' });
    const link = await sentQuote(owner);
    const visitor = chatVisitor(link);
    // No thread yet: the empty page is billed 1 read.
    expect((await withStoreUsage(api.deps.store, () => visitor.read())).reads).toBe(2 + 1);
    for (const body of ['Bonjour', 'Le délai ?']) expect((await visitor.write(body, 'ana@example.fr')).status).toBe(201);
    expect((await owner.post(`/api/conversations/${threadOf(owner, link)}/messages`, { content: 'Deux semaines.' })).status).toBe(201);
    const { result, reads } = await withStoreUsage(api.deps.store, () => visitor.read());
    expect(result.body.messages.map((m: { content: string }) => m.content)).toEqual(['Bonjour', 'Le délai ?', 'Deux semaines.']);
    expect(reads).toBe(2 + 3);
  });

  it('escapes the message in the provider mail', async () => {
    const owner = await api.asProvider({ companyName: 'Atelier Échappé' });
    const link = await sentQuote(owner);
    expect((await chatVisitor(link).write('<img src=x onerror=alert(1)> & <b>gras</b>', 'eve@test.devis.local')).status).toBe(201);
    const mail = (await api.outbox()).find((m) => m.kind === 'chat-message' && m.to === owner.email)!;
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;gras&lt;/b&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('keeps the email per link: a cookie for one quote does not count for another', async () => {
    const owner = await api.asProvider({ companyName: 'Deux Devis' });
    const a = await sentQuote(owner, { title: 'Devis A' });
    const b = await sentQuote(owner, { title: 'Devis B' });
    const visitor = chatVisitor(a);
    expect((await visitor.write('Sur A', 'lea@test.devis.local')).status).toBe(201);
    const onB = chatVisitor(b, visitor.cookie);
    expect((await onB.write('Sur B')).body.error.code).toBe('EMAIL_REQUIRED');
    expect((await onB.write('Sur B', 'lea@test.devis.local')).status).toBe(201);
    // Both links now known by this browser's cookie.
    expect((await chatVisitor(a, onB.cookie).read()).body.visitor_email).toBe('lea@test.devis.local');
  });

  it('refuses a wrong, missing or foreign token like accept and refuse do, and writes nothing', async () => {
    const owner = await api.asProvider({ companyName: 'Lien Gardé' });
    const link = await sentQuote(owner);
    const other = await sentQuote(await api.asProvider({ companyName: 'Autre Atelier' }));
    const visitor = chatVisitor(link);
    for (const t of ['mauvais-jeton', other.t]) {
      for (const res of [await visitor.call('GET', undefined, t), await visitor.write('Bonjour', 'x@test.devis.local', t)]) {
        expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 404, message: publicQuoteMessages.invalidLink });
      }
    }
    const missing = await api.anonymous().get(`/api/public/quotes/${link.publicId}/messages`);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 404, message: publicQuoteMessages.tokenMissing });
    const accept = await api.anonymous().post(`/api/public/quotes/${link.publicId}/accept`, { t: 'mauvais-jeton', full_name: 'A B', email: 'a@test.devis.local', terms_accepted: true });
    expect(accept.body.error.message).toBe(publicQuoteMessages.invalidLink);
    // Sent again: the first version's link is spent (410, like its public page), the new one opens.
    const caller = { uid: owner.uid, role: 'provider' as const, email: owner.email, emailVerified: true };
    const later = { ...api.deps, now: () => new Date(Date.now() + 60_000) }; // past the double-send guard
    const again = await sendQuote(later, caller, { quoteId: link.quoteId, validUntil: null, sendToClientAccount: false });
    for (const res of [await visitor.read(), await visitor.write('Bonjour', 'x@test.devis.local')]) {
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 410, message: publicQuoteMessages.noLongerValid });
    }
    expect(await api.deps.store.query(MESSAGES, { where: [['provider_user_id', '==', owner.uid]] })).toEqual([]);
    const fresh = chatVisitor({ publicId: again.publicId, t: new URL(again.publicLink).searchParams.get('t')! });
    expect((await fresh.read()).status).toBe(200);
  });

  it('stores a message sent again with its key once, and mails the provider once', async () => {
    await clearIpWindows();
    const owner = await api.asProvider({ companyName: 'Réseau Lent' });
    const link = await sentQuote(owner);
    const visitor = chatVisitor(link);
    const send = (body: string, message_key: string) => visitor.call('POST', { t: link.t, body, email: 'ana@test.devis.local', message_key });
    const first = await send('Le devis inclut-il la pose ?', 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(first.status).toBe(201);
    const retries = await Promise.all([1, 2].map(() => send('Le devis inclut-il la pose ?', 'a1b2c3d4-0000-4000-8000-000000000001')));
    expect(retries.map((r) => [r.status, r.body.message])).toEqual([[201, first.body.message], [201, first.body.message]]);
    const other = await send('Et la livraison ?', 'a1b2c3d4-0000-4000-8000-000000000002');
    expect(other.body.message.id).not.toBe(first.body.message.id);

    const stored = await api.deps.store.query(MESSAGES, { where: [['provider_user_id', '==', owner.uid]] });
    expect(stored.map((m) => m['content']).sort()).toEqual(['Et la livraison ?', 'Le devis inclut-il la pose ?']);
    expect((await owner.get('/api/conversations')).body.items[0].unread_count).toBe(2);
    expect((await api.outbox()).filter((m) => m.to === owner.email && m.text.includes('Le devis inclut-il la pose ?'))).toHaveLength(1);
    const bad = await send('Clé invalide', 'court');
    expect({ status: bad.status, message: bad.body.error.message }).toEqual({ status: 400, message: conversationMessages.invalidKey });
  });

  it('refuses an empty or oversized message and a bad email in French', async () => {
    const owner = await api.asProvider({ companyName: 'Messages Vides' });
    const link = await sentQuote(owner);
    const visitor = chatVisitor(link);
    for (const [body, email, message] of [
      ['   ', 'a@test.devis.local', conversationMessages.empty],
      ['a'.repeat(MESSAGE_MAX_LENGTH + 1), 'a@test.devis.local', conversationMessages.tooLong],
      ['Bonjour', 'pas-un-email', 'Veuillez saisir une adresse email valide'],
    ] as const) {
      const res = await visitor.write(body, email);
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 400, message });
    }
    expect(await api.deps.store.query(MESSAGES, { where: [['provider_user_id', '==', owner.uid]] })).toEqual([]);
  });

  it('limits messages per IP, and wrong tokens per link, with a French 429; guesses never lock the link out', async () => {
    const owner = await api.asProvider({ companyName: 'Limites' });
    const link = await sentQuote(owner);
    const at = new Date();
    await clearRateLimits();
    await api.deps.store.set(RATE_LIMITS_COLLECTION, rateLimitDocId(RATE_LIMITS.publicChatPerIp, '127.0.0.1'), {
      rule: RATE_LIMITS.publicChatPerIp.name,
      window_start: at.toISOString(),
      count: RATE_LIMITS.publicChatPerIp.max,
      expires_at: new Date(at.getTime() + 600_000).toISOString(),
    });
    for (const t of [link.t, 'mauvais-jeton']) {
      const res = await chatVisitor(link).write('Encore moi', 'spam@test.devis.local', t);
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 429, message: rateLimitedMessage(Number(res.headers.get('retry-after'))) });
    }
    await clearRateLimits();
    // Wrong tokens spend the link's window (IP windows cleared as if from many addresses); the right one still writes.
    for (let i = 0; i < RATE_LIMITS.publicChatPerLink.max; i++) {
      if (i % 20 === 0) await clearIpWindows();
      expect((await chatVisitor(link).write('x', 'spam@test.devis.local', `mauvais-${i}`)).status).toBe(404);
    }
    await clearIpWindows();
    const guess = await chatVisitor(link).write('x', 'spam@test.devis.local', 'mauvais-encore');
    expect({ status: guess.status, message: guess.body.error.message }).toEqual({ status: 429, message: rateLimitedMessage(Number(guess.headers.get('retry-after'))) });
    expect((await chatVisitor(link).write('Bonjour', 'vrai@test.devis.local')).status).toBe(201);
    await clearRateLimits();
  });
});

describe('a quote of a client account', () => {
  it("has a chat of its own: whoever holds the link reads nothing of the account's thread with the provider", async () => {
    await clearRateLimits();
    const owner = await api.asProvider({ companyName: 'Studio Portail' });
    const client = await api.asClient({ name: 'Nina Roux', companyName: 'Roux Design' });
    const conversation = (await client.post('/api/client/conversations', { provider_user_id: owner.uid })).body.conversation.id as string;
    expect((await client.post(`/api/client/conversations/${conversation}/messages`, { content: 'Mon budget maximum est de 5 000 €' })).status).toBe(201);
    const clientId = (await owner.post(`/api/conversations/${conversation}/add-client`)).body.client_id as string;
    const link = await sentQuote(owner, { clientId });

    expect((await chatVisitor(link).read()).body.messages).toEqual([]);
    const sent = await chatVisitor(link).write('Question depuis le lien', 'nina@test.devis.local');
    expect(sent.status).toBe(201);
    expect(sent.body.message.conversation_id).not.toBe(conversation);
    const threads = (await owner.get('/api/conversations')).body.items as { conversation_id: string; kind: string }[];
    expect(threads.map((c) => c.kind).sort()).toEqual(['account', 'quote']);
    // The account's thread holds only what the account wrote there.
    const mine = await client.get(`/api/client/conversations/${conversation}/messages`);
    expect(mine.body.items.map((m: { content: string }) => m.content)).toEqual(['Mon budget maximum est de 5 000 €']);
    expect((await chatVisitor(link).read()).body.messages.map((m: { content: string }) => m.content)).toEqual(['Question depuis le lien']);
  });
});

describe('a quote sent to another client (one thread per recipient)', () => {
  const providerCaller = (owner: ProviderCaller) => ({ uid: owner.uid, role: 'provider' as const, email: owner.email, emailVerified: true });
  const lines = [{ description: 'Logo', quantity: 1, unit_price_ht: 10_000 }];
  const moveTo = (owner: ProviderCaller, quoteId: string, clientId: string, title: string) => owner.put(`/api/quotes/${quoteId}`, { client_id: clientId, title, lines });
  const resend = async (owner: ProviderCaller, quoteId: string) => linkOf(await sendQuote(api.deps, providerCaller(owner), { quoteId, validUntil: null, sendToClientAccount: false }));
  const contents = (res: ApiResponse) => res.body.messages.map((m: { content: string }) => m.content);
  /** A provider with two client rows, Client Un (with `un`'s fields) and Client Deux, and a quote sent to Client Un. */
  async function sentToClientUn(companyName: string, title: string, un: Record<string, string> = {}) {
    await clearRateLimits();
    const owner = await api.asProvider({ companyName });
    const unId = (await owner.post('/api/clients', { company_name: 'Client Un', email: 'un@test.devis.local', ...un })).body.id as string;
    const deux = (await owner.post('/api/clients', { company_name: 'Client Deux', email: 'deux@test.devis.local' })).body.id as string;
    return { owner, un: unId, deux, link: await sentQuote(owner, { clientId: unId, title }) };
  }

  it("opens an empty thread for the new client: the previous client's messages and email stay with the provider", async () => {
    const { owner, un, deux, link: first } = await sentToClientUn('Atelier Deux Clients', 'Chat privé');
    const unVisitor = chatVisitor(first);
    expect((await unVisitor.write('Le code de ma porte est 1234', 'un@test.devis.local')).status).toBe(201);

    // Moved to another client but not sent again: the link sent to Client Un keeps Client Un's thread.
    expect((await moveTo(owner, first.quoteId, deux, 'Chat privé v2')).status).toBe(200);
    expect(contents(await unVisitor.read())).toEqual(['Le code de ma porte est 1234']);

    // Sent to Client Deux: the new link's chat is empty and names nobody; the old link is spent.
    const second = await resend(owner, first.quoteId);
    const deuxVisitor = chatVisitor(second);
    const { result: view, reads } = await withStoreUsage(api.deps.store, () => deuxVisitor.read());
    expect(view.body).toEqual({ messages: [], visitor_email: null });
    expect(reads).toBe(2 + 1);
    expect((await unVisitor.read()).status).toBe(410);
    const written = await deuxVisitor.write('Bonjour, ici Client Deux', 'deux@test.devis.local');
    expect(written.status).toBe(201);
    expect(written.body.message.conversation_id).toBe(threadOf(owner, { quoteId: first.quoteId, clientId: deux }));
    expect(contents(await deuxVisitor.read())).toEqual(['Bonjour, ici Client Deux']);
    expect(JSON.stringify((await deuxVisitor.read()).body)).not.toContain('un@test.devis.local');

    // The provider keeps both threads, each under its own client's name, and still reads Client Un's.
    const threads = (await owner.get('/api/conversations')).body.items as { conversation_id: string; client_name: string; subject: string; last_message_content: string; is_client_in_list: boolean }[];
    expect(threads.map((c) => [c.client_name, c.subject, c.last_message_content])).toEqual([
      ['Client Deux', 'Chat privé v2', 'Bonjour, ici Client Deux'],
      ['Client Un', 'Chat privé', 'Le code de ma porte est 1234'],
    ]);
    const unThread = threadOf(owner, { quoteId: first.quoteId, clientId: un });
    expect(contents({ body: { messages: (await owner.get(`/api/conversations/${unThread}/messages`)).body.items } } as ApiResponse)).toEqual(['Le code de ma porte est 1234']);
    expect((await owner.post(`/api/conversations/${threads[0]!.conversation_id}/add-client`)).body.client_id).toBe(deux);
    expect((await owner.post(`/api/conversations/${unThread}/add-client`)).body.client_id).toBe(un);

    // Sent back to Client Un: its new link finds Client Un's thread again, nothing of Client Deux's.
    expect((await moveTo(owner, first.quoteId, un, 'Chat privé v3')).status).toBe(200);
    const third = await resend(owner, first.quoteId);
    expect(contents(await chatVisitor(third).read())).toEqual(['Le code de ma porte est 1234']);
    expect((await deuxVisitor.read()).status).toBe(410);
  });

  it('names a new thread after the version sent, not after the client the quote was moved to since', async () => {
    const { owner, un, deux, link } = await sentToClientUn('Atelier Noms', 'Titre envoyé', { contact_name: 'Paul Un' });
    expect((await moveTo(owner, link.quoteId, deux, 'Titre non envoyé')).status).toBe(200);
    const { reads } = await withStoreUsage(api.deps.store, () => chatVisitor(link).write('Bonjour', 'paul@test.devis.local'));
    // Rate windows (2, + a sweep when one opens), link and quote, conversation and profile, then the version (new thread).
    expect(reads).toBeLessThanOrEqual(3 + 2 + 2 + 1);
    expect((await owner.get('/api/conversations')).body.items).toEqual([
      expect.objectContaining({ conversation_id: threadOf(owner, { quoteId: link.quoteId, clientId: un }), client_name: 'Paul Un', client_company_name: 'Client Un', subject: 'Titre envoyé', is_client_in_list: true }),
    ]);
  });

  it('keeps a thread begun before threads were per recipient: its client finds it again, another client does not', async () => {
    const { owner, un, deux, link } = await sentToClientUn('Atelier Ancien', 'Ancien devis');
    // A quote sent before the fix: no chat thread on it; its chat is the quote's one thread.
    const legacyId = `${owner.uid}_q_${link.quoteId}`;
    await api.deps.store.update(QUOTES, link.quoteId, { chat_thread: null });
    const before = await chatVisitor(link).write('Message d’avant', 'un@test.devis.local');
    expect(before.body.message.conversation_id).toBe(legacyId);
    const { result, reads } = await withStoreUsage(api.deps.store, () => chatVisitor(link).read());
    expect(contents(result)).toEqual(['Message d’avant']);
    expect(reads).toBe(2 + 1 + 1); // link, quote, the quote's old thread, the page

    // Revised and sent again to the same client: the new link carries on in the old thread, at no extra read.
    expect((await moveTo(owner, link.quoteId, un, 'Ancien devis révisé')).status).toBe(200);
    const again = await resend(owner, link.quoteId);
    const { result: continued, reads: after } = await withStoreUsage(api.deps.store, () => chatVisitor(again).read());
    expect(contents(continued)).toEqual(['Message d’avant']);
    expect(after).toBe(2 + 1);

    // Sent to another client: an empty thread.
    expect((await moveTo(owner, link.quoteId, deux, 'Ancien devis')).status).toBe(200);
    const toDeux = await resend(owner, link.quoteId);
    expect(contents(await chatVisitor(toDeux).read())).toEqual([]);

    // Sent to another client before the fix (the data the leak left): the old thread was begun with Client Un, the
    // quote is Client Deux's, so this link chats in a thread of its version alone.
    await api.deps.store.update(QUOTES, link.quoteId, { chat_thread: null });
    expect(contents(await chatVisitor(toDeux).read())).toEqual([]);
    const written = await chatVisitor(toDeux).write('Ici Client Deux', 'deux@test.devis.local');
    expect(written.body.message.conversation_id).toBe(`${legacyId}_v3`);
    expect(contents(await chatVisitor(toDeux).read())).toEqual(['Ici Client Deux']);
  });
});
