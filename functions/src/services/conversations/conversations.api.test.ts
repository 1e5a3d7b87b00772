/**
 * Conversations (issue 10), both sides over HTTP: the provider's /app/messages and a conversation page,
 * the client's side, messages, unread counts, "Ajouter client", with the store reads each screen costs.
 */
import { MESSAGE_MAX_LENGTH, conversationMessages } from '@devis/domain';
import type { ClientCaller, ProviderCaller, TestApi } from '../../test-support/test-api';
import { requestLoopParties } from '../../test-support/request-loop-parties';
import { withStoreUsage } from '../../test-support/store-usage';
import { RATE_LIMITS_COLLECTION, rateLimitDocId } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { rateLimitedMessage } from '../errors';
import { CLIENTS } from '../clients/client-record';
import { MESSAGES } from './message-record';

let api: TestApi;
let provider: ProviderCaller;
let other: ProviderCaller;
let client: ClientCaller;
let otherClient: ClientCaller;

beforeAll(async () => {
  ({ api, provider, other, client, otherClient } = await requestLoopParties());
});
afterAll(() => api?.close());

async function clearRateLimits() {
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
}

/** The conversation of a client with a provider, as "Demander un devis" makes it. */
async function conversationOf(from: ClientCaller, to: ProviderCaller, subject: string | null = null): Promise<string> {
  const res = await from.post('/api/client/conversations', { provider_user_id: to.uid, subject });
  expect(res.status).toBe(200);
  return res.body.conversation.id as string;
}

/** A wizard request of the client to the provider: it lands in their conversation as a request card. */
async function request(from: ClientCaller, to: ProviderCaller, title: string) {
  await clearRateLimits();
  const res = await from.post('/api/client/requests', { title, lines: [{ description: 'Prestation', quantity: 1, unit_price_ht: 10_000 }], provider_ids: [to.uid] });
  expect(res.status).toBe(201);
}

describe('a conversation between a provider and a client', () => {
  let id: string;
  beforeAll(async () => {
    id = await conversationOf(client, provider, 'Logo');
  });

  it('carries messages both ways, oldest first, with the unread count of the other party', async () => {
    const sent = await client.post(`/api/client/conversations/${id}/messages`, { content: '  Bonjour, une question sur le devis  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), conversation_id: id, sender_type: 'client', content: 'Bonjour, une question sur le devis', created_at: expect.any(String), sender_email: null });

    const list = await provider.get('/api/conversations');
    expect(list.body.items).toEqual([
      expect.objectContaining({
        conversation_id: id,
        kind: 'account',
        client_account_id: client.uid,
        client_name: 'Claire Martin',
        client_company_name: 'Boulangerie Martin',
        subject: 'Logo',
        last_message_content: 'Bonjour, une question sur le devis',
        last_message_at: sent.body.created_at,
        unread_count: 1,
        is_client_in_list: false,
      }),
    ]);

    const answer = await provider.post(`/api/conversations/${id}/messages`, { content: 'Bien sûr.\nQue voulez-vous savoir ?' });
    expect(answer.status).toBe(201);
    const mine = await client.get('/api/client/conversations');
    expect(mine.body.items).toEqual([
      expect.objectContaining({ conversation_id: id, provider_user_id: provider.uid, provider_company_name: 'Écoute Studio', unread_count: 1, last_message_content: 'Bien sûr.\nQue voulez-vous savoir ?' }),
    ]);
    // Answering means having read.
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.unread_count).toBe(0);

    for (const reader of [provider.get(`/api/conversations/${id}/messages`), client.get(`/api/client/conversations/${id}/messages`)]) {
      const page = (await reader).body;
      expect(page.items.map((m: { sender_type: string; content: string }) => [m.sender_type, m.content])).toEqual([
        ['client', 'Bonjour, une question sur le devis'],
        ['provider', 'Bien sûr.\nQue voulez-vous savoir ?'],
      ]);
      expect(page.olderCursor).toBeNull();
    }
  });

  it('marks it read for the caller only', async () => {
    await client.post(`/api/client/conversations/${id}/messages`, { content: 'Encore une chose' });
    await provider.post(`/api/conversations/${id}/messages`, { content: 'Oui ?' });
    await client.post(`/api/client/conversations/${id}/messages`, { content: 'Le délai ?' });
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.unread_count).toBe(1);
    expect((await client.get(`/api/client/conversations/${id}`)).body.conversation.unread_count).toBe(0);

    const read = await provider.post(`/api/conversations/${id}/read`);
    expect(read.status).toBe(204);
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.unread_count).toBe(0);
    await provider.post(`/api/conversations/${id}/messages`, { content: 'Deux semaines.' });
    expect((await client.get(`/api/client/conversations/${id}`)).body.conversation.unread_count).toBe(1);
    expect((await client.post(`/api/client/conversations/${id}/read`)).status).toBe(204);
    expect((await client.get(`/api/client/conversations/${id}`)).body.conversation.unread_count).toBe(0);
  });

  it('keeps HTML as the plain text that was typed', async () => {
    const html = '<img src=x onerror="alert(1)"> <b>gras</b> & co';
    const sent = await provider.post(`/api/conversations/${id}/messages`, { content: html });
    expect(sent.body.content).toBe(html);
    const page = await client.get(`/api/client/conversations/${id}/messages`);
    expect(page.body.items.at(-1).content).toBe(html);
  });

  it('refuses an empty or oversized message in French, and writes nothing', async () => {
    const before = (await api.deps.store.query(MESSAGES, { where: [['conversation_id', '==', id]] })).length;
    for (const [body, message] of [
      [{ content: '   \n ' }, conversationMessages.empty],
      [{}, conversationMessages.empty],
      [{ content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, conversationMessages.tooLong],
    ] as const) {
      const res = await client.post(`/api/client/conversations/${id}/messages`, body);
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 400, message });
    }
    expect(await api.deps.store.query(MESSAGES, { where: [['conversation_id', '==', id]] })).toHaveLength(before);
    expect((await client.post(`/api/client/conversations/${id}/messages`, { content: 'a'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
  });

  it('answers anyone else exactly like a missing conversation', async () => {
    const missing = 'zzzzzzzzzzzzzzzzzzzz';
    const calls = [
      (c: ProviderCaller | ClientCaller, x: string) => c.get(`/api/conversations/${x}`),
      (c: ProviderCaller | ClientCaller, x: string) => c.get(`/api/conversations/${x}/messages`),
      (c: ProviderCaller | ClientCaller, x: string) => c.post(`/api/conversations/${x}/messages`, { content: 'Intrus' }),
      (c: ProviderCaller | ClientCaller, x: string) => c.post(`/api/conversations/${x}/read`),
      (c: ProviderCaller | ClientCaller, x: string) => c.post(`/api/conversations/${x}/add-client`),
    ];
    for (const call of calls) {
      const theirs = await call(other, id);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual((await call(other, missing)).body);
      expect(theirs.body.error.message).toBe('Conversation introuvable');
    }
    for (const path of ['', '/messages']) {
      const theirs = await otherClient.get(`/api/client/conversations/${id}${path}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual((await otherClient.get(`/api/client/conversations/${missing}${path}`)).body);
    }
    expect((await otherClient.post(`/api/client/conversations/${id}/messages`, { content: 'Intrus' })).status).toBe(404);
    expect((await otherClient.post(`/api/client/conversations/${id}/read`)).status).toBe(404);
    // An id with a slash (%2F) or far too long is no conversation either.
    expect((await provider.get(`/api/conversations/${encodeURIComponent(`${id}/x`)}`)).status).toBe(404);
    expect((await provider.get(`/api/conversations/${'a'.repeat(400)}`)).status).toBe(404);
    // Nobody else's list shows it.
    expect((await other.get('/api/conversations')).body.items).toEqual([]);
    expect((await otherClient.get('/api/client/conversations')).body.items).toEqual([]);
    expect(await api.deps.store.query(MESSAGES, { where: [['content', '==', 'Intrus']] })).toEqual([]);
  });
});

describe('a long thread', () => {
  it('opens on the latest 50 and pages back with a cursor that costs only its page', async () => {
    const fresh = await api.asClient({ name: 'Léa Petit' });
    const id = await conversationOf(fresh, provider);
    for (let i = 1; i <= 55; i++) expect((await fresh.post(`/api/client/conversations/${id}/messages`, { content: `Message ${i}` })).status).toBe(201);

    const { result: latest, reads } = await withStoreUsage(api.deps.store, () => provider.get(`/api/conversations/${id}/messages`));
    expect(latest.body.items).toHaveLength(50);
    expect(latest.body.items[0].content).toBe('Message 6');
    expect(latest.body.items.at(-1).content).toBe('Message 55');
    // The conversation, then one page of 51 (one more tells whether older ones remain).
    expect(reads).toBe(1 + 51);

    const older = await provider.get(`/api/conversations/${id}/messages?before=${latest.body.olderCursor}`);
    expect(older.body.items.map((m: { content: string }) => m.content)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.body.olderCursor).toBeNull();

    for (const before of ['nope', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(300)]) {
      const res = await provider.get(`/api/conversations/${id}/messages?before=${before}`);
      expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message: 'Curseur de pagination invalide' });
    }
  });

  it('counts every one of many concurrent sends', async () => {
    const fresh = await api.asClient({ name: 'Hugo Bernard' });
    const id = await conversationOf(fresh, provider);
    const sends = await Promise.all(Array.from({ length: 12 }, (_, i) => fresh.post(`/api/client/conversations/${id}/messages`, { content: `Rafale ${i}` })));
    expect(sends.map((s) => s.status)).toEqual(Array(12).fill(201));
    const conversation = (await provider.get(`/api/conversations/${id}`)).body.conversation;
    expect(conversation.unread_count).toBe(12);
    expect((await provider.get(`/api/conversations/${id}/messages`)).body.items).toHaveLength(12);
  });

  it('stores a message sent again with its key once: a retry after a lost answer, or the same send twice at once', async () => {
    const fresh = await api.asClient({ name: 'Nina Moreau' });
    const id = await conversationOf(fresh, provider);
    const path = `/api/client/conversations/${id}/messages`;
    const key = 'c0ffee00-1234-4abc-8def-000000000001';
    const messages = () => api.deps.store.query(MESSAGES, { where: [['conversation_id', '==', id]] });

    const first = await fresh.post(path, { content: 'Disponible en mars ?', message_key: key });
    expect(first.status).toBe(201);
    // The answer was lost: the composer sends the same draft with the same key, twice at once on a double click.
    const { result: retries, reads, writes } = await withStoreUsage(api.deps.store, () => Promise.all([fresh.post(path, { content: 'Disponible en mars ?', message_key: key }), fresh.post(path, { content: 'Disponible en mars ?', message_key: key })]));
    expect(retries.map((r) => [r.status, r.body])).toEqual([[201, first.body], [201, first.body]]);
    expect(writes).toBe(0);
    // Each retry: the conversation, the rate limit's window is not read, the saved message.
    expect(reads).toBe(2 * 2);
    expect(await messages()).toHaveLength(1);
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.unread_count).toBe(1);

    // Two new sends with one key at the same moment: one message, counted once.
    const together = await Promise.all([1, 2, 3].map(() => fresh.post(path, { content: 'Et en avril ?', message_key: 'c0ffee00-1234-4abc-8def-000000000002' })));
    expect(new Set(together.map((r) => r.body.id)).size).toBe(1);
    expect((await messages()).map((m) => m['content'])).toEqual(expect.arrayContaining(['Disponible en mars ?', 'Et en avril ?']));
    expect(await messages()).toHaveLength(2);
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.unread_count).toBe(2);

    // The key names one sender's message in one conversation: the provider's own, with the same key, is another.
    const answer = await provider.post(`/api/conversations/${id}/messages`, { content: 'Oui.', message_key: key });
    expect(answer.status).toBe(201);
    expect(answer.body.id).not.toBe(first.body.id);
    expect(await messages()).toHaveLength(3);

    for (const message_key of ['court', 'a'.repeat(65), '../x', 42]) {
      const res = await fresh.post(path, { content: 'Clé invalide', message_key });
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 400, message: conversationMessages.invalidKey });
    }
    expect(await messages()).toHaveLength(3);
  });

  it('limits the messages one account writes with a French 429', async () => {
    const fresh = await api.asClient({ name: 'Inès Robert' });
    const id = await conversationOf(fresh, provider);
    const at = new Date();
    await api.deps.store.set(RATE_LIMITS_COLLECTION, rateLimitDocId(RATE_LIMITS.messagePerAccount, fresh.uid), {
      rule: RATE_LIMITS.messagePerAccount.name,
      window_start: at.toISOString(),
      count: RATE_LIMITS.messagePerAccount.max,
      expires_at: new Date(at.getTime() + 600_000).toISOString(),
    });
    const res = await fresh.post(`/api/client/conversations/${id}/messages`, { content: 'Un de trop' });
    expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 429, message: rateLimitedMessage(Number(res.headers.get('retry-after'))) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await provider.get(`/api/conversations/${id}`)).body.conversation.last_message_content).toBeNull();
  });
});

describe('/app/messages', () => {
  it('lists the latest activity first with the request cards of each conversation, in a few reads', async () => {
    const p = await api.asProvider({ companyName: 'Studio Liste' });
    const clients = await Promise.all(['Alice', 'Bruno', 'Chloé'].map((name) => api.asClient({ name })));
    const ids: string[] = [];
    for (const c of clients) ids.push(await conversationOf(c, p));
    await request(clients[0]!, p, 'Affiche concert');
    await request(clients[0]!, p, 'Flyers');
    await clients[1]!.post(`/api/client/conversations/${ids[1]}/messages`, { content: 'Bonjour' });

    const { result, reads } = await withStoreUsage(api.deps.store, () => p.get('/api/conversations'));
    expect(result.body.items.map((i: { client_name: string }) => i.client_name)).toEqual(['Bruno', 'Alice', 'Chloé']);
    // One page query (3 documents), one `in` query on the clients (none yet: billed as 1): no read per row.
    expect(reads).toBe(3 + 1);

    const detail = await p.get(`/api/conversations/${ids[0]}`);
    expect(detail.body.requests.map((r: { title: string }) => r.title)).toEqual(['Flyers', 'Affiche concert']);
    expect(detail.body.requests[0]).toMatchObject({ conversation_id: ids[0], provider_user_id: p.uid, client: { name: 'Alice' } });
    expect((await p.get(`/api/conversations/${ids[2]}`)).body.requests).toEqual([]);

    const page1 = await p.get('/api/conversations?limit=2');
    expect(page1.body.items).toHaveLength(2);
    const page2 = await p.get(`/api/conversations?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((i: { client_name: string }) => i.client_name)).toEqual(['Chloé']);
    expect(page2.body.nextCursor).toBeNull();
    expect((await p.get('/api/conversations?limit=0')).status).toBe(400);
    expect((await p.get('/api/conversations?cursor=abc')).body.error.message).toBe('Curseur de pagination invalide');
  });

  it('"Ajouter client" makes one client row, even on a double click, and the badge follows', async () => {
    const p = await api.asProvider({ companyName: 'Studio Clients' });
    const c = await api.asClient({ name: 'Nina Roux', companyName: 'Roux Design' });
    const id = await conversationOf(c, p);
    const clicks = await Promise.all([p.post(`/api/conversations/${id}/add-client`), p.post(`/api/conversations/${id}/add-client`)]);
    expect(clicks.map((r) => r.status)).toEqual([200, 200]);
    expect(clicks[0]!.body).toEqual({ client_id: expect.any(String), message: 'Client ajouté' });
    expect(clicks[1]!.body.client_id).toBe(clicks[0]!.body.client_id);
    const again = await p.post(`/api/conversations/${id}/add-client`);
    expect(again.body.client_id).toBe(clicks[0]!.body.client_id);

    const rows = await api.deps.store.query(CLIENTS, { where: [['user_id', '==', p.uid]] });
    expect(rows).toEqual([expect.objectContaining({ id: clicks[0]!.body.client_id, client_account_id: c.uid, company_name: 'Roux Design', contact_name: 'Nina Roux', email: c.email })]);
    expect((await p.get('/api/clients')).body.items.map((r: { company_name: string }) => r.company_name)).toEqual(['Roux Design']);
    expect((await p.get('/api/conversations')).body.items[0].is_client_in_list).toBe(true);
    expect((await p.get(`/api/conversations/${id}`)).body.conversation.is_client_in_list).toBe(true);

    // A row the request loop already linked is the one "Ajouter client" answers.
    const c2 = await api.asClient({ name: 'Omar Lefèvre' });
    const id2 = await conversationOf(c2, p);
    await request(c2, p, 'Site vitrine');
    const linked = await p.post(`/api/quote-requests/${(await p.get(`/api/conversations/${id2}`)).body.requests[0].id}/client`);
    expect((await p.get(`/api/conversations/${id2}`)).body.conversation.is_client_in_list).toBe(true);
    expect((await p.post(`/api/conversations/${id2}/add-client`)).body.client_id).toBe(linked.body.id);

    // A deleted row is not in the list any more; adding again makes a new one.
    await p.del(`/api/clients/${clicks[0]!.body.client_id}`);
    expect((await p.get(`/api/conversations/${id}`)).body.conversation.is_client_in_list).toBe(false);
    expect((await p.post(`/api/conversations/${id}/add-client`)).status).toBe(200);
    expect((await p.get(`/api/conversations/${id}`)).body.conversation.is_client_in_list).toBe(true);
  });
});

describe('mails about new messages', () => {
  it('the other party gets one mail per run of unread messages, with the message and a link to answer', async () => {
    await clearRateLimits();
    const id = await conversationOf(otherClient, other, 'Cuisine');
    const mails = async (to: string | null) => (await api.outbox()).filter((m) => m.kind === 'new-message' && m.to === to && m.text.includes(id));

    await otherClient.post(`/api/client/conversations/${id}/messages`, { content: 'Bonjour, <b>êtes-vous</b> disponible ?' });
    await otherClient.post(`/api/client/conversations/${id}/messages`, { content: 'En mars, idéalement.' });
    const toProvider = await mails(other.email);
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]!.subject).toBe('Nouveau message de Paul Durand');
    expect(toProvider[0]!.text).toContain('Paul Durand vous a écrit :\n\nBonjour, <b>êtes-vous</b> disponible ?');
    expect(toProvider[0]!.text).toContain(`/app/messages/${id}`);
    expect(toProvider[0]!.html).toContain('Bonjour, &lt;b&gt;êtes-vous&lt;/b&gt; disponible ?');

    await other.post(`/api/conversations/${id}/messages`, { content: 'Oui, en mars.' });
    await other.post(`/api/conversations/${id}/messages`, { content: 'Je vous envoie un devis.' });
    const toClient = await mails(otherClient.email);
    expect(toClient.map((m) => [m.subject, m.text.includes(`/client/messages/${id}`)])).toEqual([['Nouveau message de atelier Bleu', true]]);

    // Once read, the next message mails again; the provider, who answered, had read everything.
    expect((await otherClient.post(`/api/client/conversations/${id}/read`)).status).toBe(204);
    await other.post(`/api/conversations/${id}/messages`, { content: 'Le devis est parti.' });
    expect(await mails(otherClient.email)).toHaveLength(2);
    await otherClient.post(`/api/client/conversations/${id}/messages`, { content: 'Merci !' });
    expect(await mails(other.email)).toHaveLength(2);
  });
});
