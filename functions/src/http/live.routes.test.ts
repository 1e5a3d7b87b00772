import { liveMessages } from '@devis/domain';
import { startTestApi, type ApiCaller, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { sendQuote } from '../services/sending/send-quote';
import { MESSAGES } from '../services/live/live-targets';

/** GET /api/live: long-polling. Requests are held HOLD_MS here (25 s deployed). */
const HOLD_MS = 4_000;

let api: TestApi;
let provider: ProviderCaller;
let client: ClientCaller;

beforeAll(async () => {
  api = await startTestApi({ liveHoldMs: HOLD_MS });
  provider = await api.asProvider({ companyName: 'Atelier Direct' });
  client = await api.asClient({ name: 'Claire Martin' });
});
afterAll(() => api?.close());

jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cursorOf(caller: ApiCaller, channel: string): Promise<string> {
  const res = await caller.get(`/api/live?channel=${encodeURIComponent(channel)}`);
  expect(res.status).toBe(200);
  const { last_change_age_ms: age, ...answer } = res.body;
  expect(answer).toEqual({ cursor: expect.any(String), changed: false });
  expect(age === null || (Number.isInteger(age) && age >= 0)).toBe(true);
  return res.body.cursor;
}

/** Starts a long poll, waits until it is held, runs `change`, and returns the answer and how long it took. */
async function heldThen(caller: ApiCaller, channel: string, change: () => Promise<unknown>) {
  const after = await cursorOf(caller, channel);
  const started = Date.now();
  const answer = caller.get(`/api/live?channel=${encodeURIComponent(channel)}&after=${after}`);
  await pause(300);
  const changed = (await change()) as { status?: number; body?: unknown } | undefined;
  if (changed?.status !== undefined && changed.status >= 300) throw new Error(`the change failed: ${changed.status} ${JSON.stringify(changed.body)}`);
  const res = await answer;
  return { res, after, elapsed: Date.now() - started };
}

async function sentQuoteLink(owner: ProviderCaller) {
  const clientId = (await owner.post('/api/clients', { company_name: 'Boulangerie Martin' })).body.id;
  const quoteId = (await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] })).body.id;
  const sent = await sendQuote(api.deps, { uid: owner.uid, role: 'provider', email: owner.email, emailVerified: true }, { quoteId, validUntil: null, sendToClientAccount: false });
  return { publicId: sent.publicId, t: new URL(sent.publicLink).searchParams.get('t')! };
}

describe('GET /api/live', () => {
  it('answers the current cursor at once without one, never cached, and holds the request while nothing changes', async () => {
    const res = await provider.get('/api/live?channel=quotes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual({ cursor: expect.stringMatching(/^[0-9a-f]{16}(\.[0-9a-f]{16}){2}$/), changed: false, last_change_age_ms: null });
    const started = Date.now();
    const held = await provider.get(`/api/live?channel=quotes&after=${res.body.cursor}`);
    expect(held.body).toEqual({ cursor: res.body.cursor, changed: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 200);
  });

  it('without a cursor, says how long ago the newest watched document was written: a screen that read before it asks again', async () => {
    const owner = await api.asProvider({ companyName: 'Atelier Horloge' });
    expect((await owner.get('/api/live?channel=quotes')).body.last_change_age_ms).toBeNull();
    const clientId = (await owner.post('/api/clients', { company_name: 'Boulangerie Martin' })).body.id;
    const saved = await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] });
    expect(saved.status).toBe(201);
    await pause(400);
    const asked = Date.now();
    const { body } = await owner.get('/api/live?channel=quotes');
    // On the server's clock (this process's here), from the quote's own time to the moment it answered.
    const writtenAt = Date.parse(saved.body.updated_at);
    expect(body.last_change_age_ms).toBeGreaterThanOrEqual(Math.max(400, asked - writtenAt));
    expect(body.last_change_age_ms).toBeLessThanOrEqual(Date.now() - writtenAt);
  });

  it("answers changed as soon as a quote is viewed, then accepted, on its public link (the provider's quotes and dashboard)", async () => {
    const link = await sentQuoteLink(provider);
    const viewed = await heldThen(provider, 'quotes', () => api.anonymous().get(`/api/public/quotes/${link.publicId}?t=${link.t}`));
    expect(viewed.res.body).toEqual({ cursor: expect.any(String), changed: true });
    expect(viewed.res.body.cursor).not.toBe(viewed.after);
    const accepted = await heldThen(provider, 'quotes', () =>
      api.anonymous().post(`/api/public/quotes/${link.publicId}/accept`, { t: link.t, full_name: 'Claire Martin', email: 'claire@test.devis.local', terms_accepted: true }),
    );
    expect(accepted.res.body.changed).toBe(true);
    expect(accepted.elapsed).toBeLessThan(HOLD_MS);
  });

  it("answers the client's Mes Devis when a provider answers its request, and the provider's quotes when the request arrives", async () => {
    const sent = await heldThen(provider, 'quotes', () =>
      client.post('/api/client/requests', { title: 'Cuisine', lines: [{ description: 'Pose', quantity: 1, unit_price_ht: 1000 }], provider_ids: [provider.uid] }),
    );
    expect(sent.res.body.changed).toBe(true);
    const requests = await provider.get('/api/quote-requests');
    const requestId = requests.body.items[0].id as string;
    const answered = await heldThen(client, 'client-quotes', () => provider.post(`/api/quote-requests/${requestId}/reject`, { message: 'Pas disponible' }));
    expect(answered.res.body.changed).toBe(true);
    expect(answered.elapsed).toBeLessThan(HOLD_MS);
  });

  it('does not wake for another provider\'s changes', async () => {
    const other = await api.asProvider({ companyName: 'Autre Atelier' });
    const link = await sentQuoteLink(other);
    const { res } = await heldThen(provider, 'quotes', () => api.anonymous().get(`/api/public/quotes/${link.publicId}?t=${link.t}`));
    expect(res.body.changed).toBe(false);
  });

  describe('conversation:{id}', () => {
    const conversationId = () => `${provider.uid}_${client.uid}`;
    beforeAll(async () => {
      const at = new Date().toISOString();
      await api.deps.store.set('conversations', conversationId(), { provider_user_id: provider.uid, client_account_id: client.uid, created_at: at, updated_at: at });
    });
    const message = (sender_type: 'provider' | 'client', content: string) => () =>
      api.deps.store.create(MESSAGES, { conversation_id: conversationId(), provider_user_id: provider.uid, client_account_id: client.uid, sender_type, content, created_at: new Date().toISOString() });

    it('answers each party as soon as the other writes', async () => {
      const toClient = await heldThen(client, `conversation:${conversationId()}`, message('provider', 'Bonjour'));
      expect(toClient.res.body.changed).toBe(true);
      expect(toClient.elapsed).toBeLessThan(HOLD_MS);
      const toProvider = await heldThen(provider, `conversation:${conversationId()}`, message('client', 'Merci'));
      expect(toProvider.res.body.changed).toBe(true);
    });

    it('answers anyone else 404 exactly as a missing conversation', async () => {
      const otherProvider = await api.asProvider({ companyName: 'Curieux' });
      const otherClient = await api.asClient({ name: 'Curieuse' });
      const missing = await provider.get('/api/live?channel=conversation:zzzzzzzz');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Conversation introuvable');
      for (const caller of [otherProvider, otherClient]) {
        const res = await caller.get(`/api/live?channel=conversation:${conversationId()}`);
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: missing.body });
      }
    });
  });

  it("refuses another role's channel with 404, and an unverified provider", async () => {
    expect((await client.get('/api/live?channel=quotes')).status).toBe(404);
    expect((await provider.get('/api/live?channel=client-quotes')).status).toBe(404);
    const unverified = await api.asProvider({ emailVerified: false });
    expect((await unverified.get('/api/live?channel=quotes')).status).toBe(403);
  });

  it('answers a bad channel or cursor with a French 400, and a cursor of another shape as changed', async () => {
    for (const query of ['', 'channel=', 'channel=everything', 'channel=conversation:', 'channel[]=quotes', 'channel=quotes&channel=quotes']) {
      const res = await provider.get(`/api/live?${query}`);
      expect({ query, status: res.status, message: res.body.error?.message }).toEqual({ query, status: 400, message: liveMessages.badChannel });
    }
    for (const after of ['abc', 'x'.repeat(16), `${'a'.repeat(16)}.`, 'a'.repeat(2000)]) {
      const res = await provider.get(`/api/live?channel=quotes&after=${after}`);
      expect({ after, status: res.status, message: res.body.error?.message }).toEqual({ after, status: 400, message: liveMessages.badCursor });
    }
    const foreign = await provider.get(`/api/live?channel=quotes&after=${'a'.repeat(16)}`);
    expect(foreign.body).toEqual({ cursor: expect.any(String), changed: true });
  });
});
