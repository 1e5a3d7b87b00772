/**
 * The authorization table: every API route, called as each kind of caller. Only the allowed callers
 * succeed; the others get 401 (anonymous), 403 (wrong role) or 404 (records they do not own, with the
 * same answer as a record that does not exist). Add one row per new route: a test fails until you do.
 */
import { randomBytes } from 'node:crypto';
import { routes } from './routes';
import { PUBLIC_PROVIDER_PATH, publicProviderRoutes } from './public-provider.routes';
import { VisitorCookies } from './visitor-cookie';
import { pageVisitor } from '../test-support/public-page-visitor';
import { startTestApi, type ApiCaller, type ClientCaller, type ProviderCaller, type TestApi } from '../test-support/test-api';
import { uniqueEmail } from '../test-support/auth-emulator';
import { sendQuote } from '../services/sending/send-quote';
import { RATE_LIMITS_COLLECTION } from '../services/rate-limit/rate-limit';
import { createOpenRequest } from '../services/client-requests/create-open-request';
import { SUBSCRIPTIONS } from '../services/plans/plan-record';
import { newPublicId } from '@devis/domain';
import { hashLinkToken, newLinkToken } from '../services/sending/quote-link';

/** owner: the provider who owns the records; provider: another provider; client: the client account
 * the records belong to (client-side routes); otherClient: another client account. */
type Actor = 'anonymous' | 'otherClient' | 'client' | 'provider' | 'owner';
const ACTORS: Actor[] = ['anonymous', 'otherClient', 'client', 'provider', 'owner'];

interface SetupContext {
  api: TestApi;
  owner: ProviderCaller;
  client: ClientCaller;
}

interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as registered in routes.ts, e.g. '/clients/:id' (publicProvider: '/get_page' for ?action=get_page). */
  route: string;
  /** A route of the publicProvider function (/fn/public-provider?action=…) rather than of /api. */
  fn?: 'publicProvider';
  /** Request headers (e.g. the visitor cookie the setup obtained). */
  headers?: (params: Record<string, string>) => Record<string, string>;
  /** Makes the records the call needs (fresh for every call) and returns the path params, e.g. { id }. */
  setup?: (s: SetupContext) => Promise<Record<string, string>>;
  body?: (params: Record<string, string>) => unknown;
  query?: string | ((params: Record<string, string>) => string);
  allowed: Actor[];
}

const everyone: Actor[] = ['anonymous', 'otherClient', 'client', 'provider', 'owner'];
const signedIn: Actor[] = ['otherClient', 'client', 'provider', 'owner'];
const providers: Actor[] = ['provider', 'owner'];
const clients: Actor[] = ['otherClient', 'client'];

const table: AuthorizationRow[] = [
  // Identity
  {
    method: 'POST',
    route: '/auth/register-provider',
    body: () => ({ company_name: 'Studio Table', email: uniqueEmail('reg-provider'), password: 'secret123' }),
    allowed: everyone,
  },
  {
    method: 'POST',
    route: '/auth/register-client',
    body: () => ({ email: uniqueEmail('reg-client'), password: 'secret123', name: 'Client Table' }),
    allowed: everyone,
  },
  { method: 'POST', route: '/auth/resend-verification', allowed: providers },
  { method: 'POST', route: '/auth/password-reset', body: () => ({ email: uniqueEmail('reset') }), allowed: everyone },
  { method: 'GET', route: '/me', allowed: signedIn },
  // Provider workspace
  { method: 'GET', route: '/dashboard', allowed: providers },
  { method: 'POST', route: '/sample-data', allowed: providers },
  { method: 'GET', route: '/clients', query: 'search=a', allowed: providers },
  { method: 'POST', route: '/clients', body: () => ({ company_name: 'Client Table' }), allowed: providers },
  {
    method: 'PUT',
    route: '/clients/:id',
    setup: async ({ owner }) => ({ id: (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id }),
    body: () => ({ company_name: 'Client Table modifié' }),
    allowed: ['owner'],
  },
  {
    method: 'DELETE',
    route: '/clients/:id',
    setup: async ({ owner }) => ({ id: (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id }),
    allowed: ['owner'],
  },
  { method: 'GET', route: '/services', allowed: providers },
  { method: 'POST', route: '/services', body: () => ({ name: 'Service Table', unit_price_ht: 1000 }), allowed: providers },
  {
    method: 'PUT',
    route: '/services/:id',
    setup: async ({ owner }) => ({ id: (await owner.post('/api/services', { name: 'Service Table', unit_price_ht: 1000 })).body.id }),
    body: () => ({ name: 'Service Table modifié', unit_price_ht: 2000 }),
    allowed: ['owner'],
  },
  {
    method: 'DELETE',
    route: '/services/:id',
    setup: async ({ owner }) => ({ id: (await owner.post('/api/services', { name: 'Service Table', unit_price_ht: 1000 })).body.id }),
    allowed: ['owner'],
  },
  { method: 'GET', route: '/quotes', query: 'status=draft&limit=5', allowed: providers },
  {
    method: 'POST',
    route: '/quotes',
    // Another provider naming the owner's client gets the same 404 as for a client that does not exist.
    setup: async ({ owner }) => ({ clientId: (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id }),
    body: (p) => ({ client_id: p['clientId'], lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] }),
    allowed: ['owner'],
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map(
    (method): AuthorizationRow => ({
      method,
      route: '/quotes/:id',
      setup: async ({ owner }) => {
        const clientId = (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id;
        const quote = await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] });
        return { id: quote.body.id, clientId };
      },
      body: (p) => (method === 'PUT' ? { client_id: p['clientId'], lines: [{ description: 'Ligne', quantity: 2, unit_price_ht: 1000 }] } : undefined),
      allowed: ['owner'],
    }),
  ),
  {
    method: 'POST',
    route: '/quotes/:id/duplicate',
    setup: async ({ owner }) => {
      const clientId = (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id;
      return { id: (await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] })).body.id };
    },
    body: () => ({}),
    allowed: ['owner'],
  },
  { method: 'POST', route: '/jobs/expire-quotes', allowed: providers },
  { method: 'GET', route: '/profile', allowed: providers },
  { method: 'PUT', route: '/profile', body: () => ({ company_name: 'Prestataire Table' }), allowed: providers },
  {
    method: 'POST',
    route: '/profile/avatar',
    // A real PNG: its header's size is checked.
    body: () => ({ contentType: 'image/png', dataBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAF0lEQVR4nGNQTX79//9/hv///6smvwYAPKII4TwRI+AAAAAASUVORK5CYII=' }),
    allowed: providers,
  },
  {
    method: 'POST',
    route: '/profile/logo',
    // A real PNG: the route reads it as the PDF would.
    body: () => ({ contentType: 'image/png', dataBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAF0lEQVR4nGNQTX79//9/hv///6smvwYAPKII4TwRI+AAAAAASUVORK5CYII=' }),
    allowed: providers,
  },
  // Sending and public quote: the link (publicId + token) is the capability, so anyone holding it may call.
  ...(
    [
      ['GET', '/public/quotes/:publicId'],
      ['GET', '/public/quotes/:publicId/pdf'],
      ['POST', '/public/quotes/:publicId/accept'],
      ['POST', '/public/quotes/:publicId/reject'],
      ['GET', '/public/c/quotes/:publicId'],
      ['GET', '/public/c/quotes/:publicId/pdf'],
      ['GET', '/public/quotes/:publicId/messages'],
      ['POST', '/public/quotes/:publicId/messages'],
    ] as const
  ).map(
    ([method, route]): AuthorizationRow => ({
      method,
      route,
      setup: sentQuoteLink,
      query: (p) => (method === 'GET' ? `t=${encodeURIComponent(p['t']!)}` : ''),
      body: (p) =>
        method === 'GET'
          ? undefined
          : route.endsWith('accept')
            ? { t: p['t'], full_name: 'Claire Martin', email: 'claire@test.devis.local', terms_accepted: true }
            : route.endsWith('messages')
              ? { t: p['t'], email: 'visiteur@test.devis.local', body: 'Bonjour' }
              : { t: p['t'] },
      allowed: everyone,
    }),
  ),
  // Live updates: without a cursor, the current cursor at once; each channel is its owner's.
  { method: 'GET', route: '/live', query: 'channel=quotes', allowed: providers },
  { method: 'GET', route: '/live', query: 'channel=client-quotes', allowed: clients },
  { method: 'GET', route: '/live', query: 'channel=conversations', allowed: signedIn },
  { method: 'GET', route: '/live', setup: conversation, query: (p) => `channel=conversation:${p['id']}`, allowed: ['owner', 'client'] },
  // Public provider page, provider side: each provider sets its own page (the flag is on here).
  { method: 'PUT', route: '/profile/public-page', body: () => ({ enabled: true, mode: 'DOWNLOAD_ON_EMAIL' }), allowed: providers },
  { method: 'POST', route: '/profile/public-id', setup: withoutPublicIds, allowed: providers },
  // The publicProvider function: anonymous; what a caller may read is what its signed cookie holds.
  { fn: 'publicProvider', method: 'GET', route: '/get_page', setup: publicPage, query: (p) => `publicId=${p['publicId']}`, allowed: everyone },
  {
    fn: 'publicProvider',
    method: 'POST',
    route: '/pre_access_email',
    setup: publicPage,
    body: (p) => ({ publicId: p['publicId'], email: 'visiteur@test.devis.local' }),
    allowed: everyone,
  },
  {
    fn: 'publicProvider',
    method: 'POST',
    route: '/create_quote_from_basket',
    setup: publicPage,
    body: (p) => ({ publicId: p['publicId'], items: [{ serviceId: p['serviceId'], qty: 2 }] }),
    allowed: everyone,
  },
  ...(
    [
      ['GET', '/get_quote'],
      ['POST', '/request_pdf'],
    ] as const
  ).map(
    ([method, route]): AuthorizationRow => ({
      fn: 'publicProvider',
      method,
      route,
      setup: basketQuote,
      headers: (p) => ({ cookie: p['cookie']! }),
      query: (p) => (method === 'GET' ? `quotePublicId=${p['quotePublicId']}` : ''),
      body: (p) => (method === 'GET' ? undefined : { quotePublicId: p['quotePublicId'] }),
      allowed: everyone,
    }),
  ),
  // Request loop (issue 9): the client portal, then the provider's requests and review.
  { method: 'GET', route: '/client/dashboard', allowed: clients },
  { method: 'GET', route: '/client/recent-providers', allowed: clients },
  { method: 'GET', route: '/client/providers', query: 'limit=6', allowed: clients },
  { method: 'GET', route: '/client/providers/:providerId', setup: async ({ owner }) => ({ providerId: owner.uid }), allowed: clients },
  { method: 'GET', route: '/client/quotes', query: 'limit=5', allowed: clients },
  { method: 'GET', route: '/quote-requests', query: 'status=pending&search=demande', allowed: providers },
  { method: 'POST', route: '/client/conversations', setup: async ({ owner }) => ({ providerId: owner.uid }), body: (p) => ({ provider_user_id: p['providerId'] }), allowed: clients },
  {
    method: 'POST',
    route: '/client/requests',
    setup: async ({ owner }) => ({ providerId: owner.uid }),
    body: (p) => ({ title: 'Demande Table', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }], provider_ids: [p['providerId']] }),
    allowed: clients,
  },
  { method: 'GET', route: '/client/quotes/:quoteId', setup: async (s) => ({ quoteId: await clientQuote(s) }), allowed: ['client'] },
  {
    method: 'POST',
    route: '/client/quotes/:quoteId/decision',
    setup: async (s) => {
      const quoteId = await clientQuote(s);
      await s.owner.post(`/api/quotes/${quoteId}/counter-proposal`, { title: 'Contre-proposition', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 2000 }] });
      return { quoteId };
    },
    body: () => ({ action: 'accept' }),
    allowed: ['client'],
  },
  { method: 'GET', route: '/client/quotes/:quoteId/pdf', setup: async (s) => ({ quoteId: await clientQuote(s) }), allowed: ['client'] },
  ...(
    [
      ['GET', '/quote-requests/:id'],
      ['POST', '/quote-requests/:id/client'],
      ['POST', '/quote-requests/:id/reject'],
    ] as const
  ).map(([method, route]): AuthorizationRow => ({ method, route, setup: async (s) => ({ id: await clientQuote(s) }), body: () => (method === 'GET' ? undefined : {}), allowed: ['owner'] })),
  {
    method: 'POST',
    route: '/quote-requests/:id/proposal',
    setup: async (s) => {
      const caller = { uid: s.client.uid, role: 'client' as const, email: s.client.email, emailVerified: false };
      const { id } = await createOpenRequest(s.api.deps, caller, { provider_user_id: s.owner.uid, title: 'Site vitrine', description: null, budget_min: 100_000, budget_max: null, deadline: null });
      const clientId = (await s.owner.post('/api/clients', { company_name: 'Client Table' })).body.id;
      return { id, clientId };
    },
    body: (p) => ({ client_id: p['clientId'], title: 'Proposition', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] }),
    allowed: ['owner'],
  },
  { method: 'GET', route: '/quotes/:id/review', setup: async (s) => ({ id: await clientQuote(s) }), allowed: ['owner'] },
  ...(['/quotes/:id/accept', '/quotes/:id/reject'] as const).map(
    (route): AuthorizationRow => ({ method: 'POST', route, setup: async (s) => ({ id: await clientQuote(s) }), body: () => ({}), allowed: ['owner'] }),
  ),
  {
    method: 'POST',
    route: '/quotes/:id/counter-proposal',
    setup: async (s) => ({ id: await clientQuote(s) }),
    body: () => ({ title: 'Contre-proposition', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 2000 }] }),
    allowed: ['owner'],
  },
  { method: 'PUT', route: '/profile/reminders', body: () => ({ reminders_enabled: true, reminder_days_before: 4 }), allowed: providers },
  // Plans and billing (issue 12)
  { method: 'GET', route: '/billing', allowed: providers },
  { method: 'POST', route: '/billing/checkout', body: () => ({ plan: 'pro' }), allowed: providers },
  {
    method: 'POST',
    route: '/billing/change-plan',
    // Every provider is a Pro subscriber: each moves its own subscription only.
    setup: async ({ api }) => {
      for (const profile of await api.deps.store.query<{ user_id: string }>('profiles')) await liveSubscription(api, profile.user_id);
      return {};
    },
    body: () => ({ plan: 'business' }),
    allowed: providers,
  },
  {
    method: 'POST',
    route: '/billing/portal',
    // Every provider has been a subscriber (an ended subscription): the portal opens for its own account only.
    setup: async ({ api }) => {
      for (const profile of await api.deps.store.query<{ user_id: string }>('profiles')) await endedSubscription(api, profile.user_id);
      return {};
    },
    allowed: providers,
  },
  // Account data (issue 12): each signed-in user exports its own; the download link is the capability.
  { method: 'POST', route: '/account/export', allowed: signedIn },
  {
    method: 'GET',
    route: '/account/export/:id',
    // Made in the store (the POST row spends the owner's 5 exports an hour).
    setup: async ({ api, owner }) => {
      const id = newPublicId();
      const t = newLinkToken();
      const at = new Date();
      await api.deps.store.set('export_links', id, {
        uid: owner.uid,
        role: 'provider',
        token_hash: hashLinkToken(t),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + 600_000).toISOString(),
        used_at: null,
      });
      return { id, t };
    },
    query: (p) => `t=${encodeURIComponent(p['t']!)}`,
    allowed: everyone,
  },
  // The landing's contact form: anyone (rate-limited per IP and address).
  {
    method: 'POST',
    route: '/public/contact',
    body: () => ({ name: 'Sophie Laurent', email: uniqueEmail('contact'), message: 'Une démonstration est-elle possible ?' }),
    allowed: everyone,
  },
  // Conversations (issue 10): only the two parties; anyone else gets the 404 of a missing conversation.
  { method: 'GET', route: '/conversations', query: 'limit=5', allowed: providers },
  { method: 'GET', route: '/client/conversations', query: 'limit=5', allowed: clients },
  ...(
    [
      ['GET', '/conversations/:id'],
      ['GET', '/conversations/:id/messages'],
      ['POST', '/conversations/:id/messages'],
      ['POST', '/conversations/:id/read'],
      ['POST', '/conversations/:id/add-client'],
    ] as const
  ).map(
    ([method, route]): AuthorizationRow => ({
      method,
      route,
      setup: conversation,
      body: () => (method === 'GET' ? undefined : route.endsWith('messages') ? { content: 'Bonjour' } : {}),
      allowed: ['owner'],
    }),
  ),
  ...(
    [
      ['GET', '/client/conversations/:id'],
      ['GET', '/client/conversations/:id/messages'],
      ['POST', '/client/conversations/:id/messages'],
      ['POST', '/client/conversations/:id/read'],
    ] as const
  ).map(
    ([method, route]): AuthorizationRow => ({
      method,
      route,
      setup: conversation,
      body: () => (method === 'GET' ? undefined : route.endsWith('messages') ? { content: 'Bonjour' } : {}),
      allowed: ['client'],
    }),
  ),
  // Append the rows of new routes above this one: it deletes the callers' accounts, so it runs last.
  { method: 'POST', route: '/account/delete', body: () => ({ confirmation: 'SUPPRIMER' }), allowed: signedIn },
];

/** A live local Pro subscription of `uid` (the local billing port moves it). */
async function liveSubscription(api: TestApi, uid: string): Promise<void> {
  await endedSubscription(api, uid);
  await api.deps.store.update(SUBSCRIPTIONS, uid, { status: 'active', current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString() });
}

async function endedSubscription(api: TestApi, uid: string): Promise<void> {
  const at = new Date().toISOString();
  await api.deps.store.set(SUBSCRIPTIONS, uid, {
    user_id: uid,
    plan: 'pro',
    status: 'canceled',
    current_period_end: at,
    cancel_at_period_end: false,
    customer_id: `cus_local_${uid}`,
    subscription_id: `sub_local_${uid}`,
    event_at: at,
    updated_at: at,
  });
}

/** No provider has a public id yet (each allowed caller generates its own once). */
async function withoutPublicIds({ api }: SetupContext): Promise<Record<string, string>> {
  for (const p of await api.deps.store.query<{ public_id: string | null }>('profiles', {})) {
    if (p.public_id) await api.deps.store.update('profiles', p.id, { public_id: null, public_page_enabled: false });
  }
  return {};
}

/** The owner's public page (open catalogue) with one service. */
async function publicPage({ owner }: SetupContext): Promise<Record<string, string>> {
  const serviceId = (await owner.post('/api/services', { name: 'Service Table', unit_price_ht: 1000 })).body.id;
  const page = await owner.put('/api/profile/public-page', { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' });
  return { publicId: page.body.public_id, serviceId };
}

let basketSetups = 0;

/** A basket quote on the owner's page, and the cookie of the browser that made it. */
async function basketQuote(s: SetupContext): Promise<Record<string, string>> {
  const { publicId, serviceId } = await publicPage(s);
  const visitor = pageVisitor(s.api, { ip: `192.0.2.${++basketSetups}` });
  const created = await visitor.post('create_quote_from_basket', { publicId, items: [{ serviceId, qty: 1 }] });
  await visitor.post('request_pdf', { quotePublicId: created.body.quotePublicId, email: 'visiteur@test.devis.local' });
  return { quotePublicId: created.body.quotePublicId, cookie: visitor.cookie };
}

const functionRoutes = publicProviderRoutes(new VisitorCookies({ secret: randomBytes(32), secure: false, now: () => new Date() }));
const rowKey = (r: { method: string; route: string; fn?: string }) => `${r.fn ? `${r.fn} ` : ''}${r.method.toUpperCase()} ${r.route}`;

const NONEXISTENT_ID = 'zzzzzzzzzzzzzzzzzzzz';

/** A request of the client to the owner (through the wizard): the id of the owner's copy, and of its request. */
async function clientQuote({ api, owner, client }: SetupContext): Promise<string> {
  // The table sends many requests from one account: open its rate-limit windows again first.
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
  const sent = await client.post('/api/client/requests', { title: 'Demande Table', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }], provider_ids: [owner.uid] });
  if (sent.status !== 201 || !sent.body.sent) throw new Error(`request not sent: ${JSON.stringify(sent.body)}`);
  return `${sent.body.id}-${owner.uid}`;
}

/** The conversation of the client with the owner (made on first contact, as from the provider's page). */
async function conversation({ api, client, owner }: SetupContext): Promise<Record<string, string>> {
  for (const doc of await api.deps.store.query(RATE_LIMITS_COLLECTION)) await api.deps.store.delete(RATE_LIMITS_COLLECTION, doc.id);
  const res = await client.post('/api/client/conversations', { provider_user_id: owner.uid });
  if (res.status !== 200) throw new Error(`conversation not made: ${JSON.stringify(res.body)}`);
  return { id: res.body.conversation.id };
}

/** A quote of the owner, sent (through the sendQuote function's service): its publicId and token. */
async function sentQuoteLink({ api, owner }: SetupContext): Promise<Record<string, string>> {
  const clientId = (await owner.post('/api/clients', { company_name: 'Client Table' })).body.id;
  const quoteId = (await owner.post('/api/quotes', { client_id: clientId, lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] })).body.id;
  const caller = { uid: owner.uid, role: 'provider' as const, email: owner.email, emailVerified: true };
  const sent = await sendQuote(api.deps, caller, { quoteId, validUntil: null, sendToClientAccount: false });
  return { publicId: sent.publicId, t: new URL(sent.publicLink).searchParams.get('t')! };
}

function buildPath(row: AuthorizationRow, params: Record<string, string>): string {
  const filled = row.route.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${row.method} ${row.route}: setup did not return the param ${name}`);
    return encodeURIComponent(value);
  });
  const query = typeof row.query === 'function' ? row.query(params) : row.query;
  if (row.fn) return `${PUBLIC_PROVIDER_PATH}?action=${filled.slice(1)}${query ? `&${query}` : ''}`;
  return `/api${filled}${query ? `?${query}` : ''}`;
}

function routeAccess(row: AuthorizationRow): string {
  const route = (row.fn ? functionRoutes : routes).find((r) => r.method.toUpperCase() === row.method && r.path === row.route);
  if (!route) throw new Error(`${row.method} ${row.route} is not in routes.ts`);
  return route.access;
}

/** What a caller who is not allowed must get, from the route's declared access. */
function expectedDenial(row: AuthorizationRow, actor: Actor): number {
  const access = routeAccess(row);
  if (actor === 'anonymous') return 401;
  const role = actor === 'client' || actor === 'otherClient' ? 'client' : 'provider';
  if (access !== 'any' && access !== 'public' && access !== role) return 403;
  return 404;
}

let api: TestApi;
let callers: Record<Actor, ApiCaller>;
let owner: ProviderCaller;
let client: ClientCaller;

beforeAll(async () => {
  // One trusted hop: each basket setup comes from its own address, so the per-IP limits stay out of the way.
  api = await startTestApi({ publicProvider: true, trustedProxyHops: 1 });
  owner = await api.asProvider({ companyName: 'Propriétaire' });
  client = await api.asClient({ name: 'Client Propriétaire' });
  callers = {
    anonymous: api.anonymous(),
    otherClient: await api.asClient({ name: 'Autre client' }),
    client,
    provider: await api.asProvider({ companyName: 'Autre prestataire' }),
    owner,
  };
});

afterAll(async () => {
  await api?.close();
});

test('every route in routes.ts and of the publicProvider function has a row in the authorization table, and every row a route', () => {
  const rows = new Set(table.map(rowKey));
  const registered = new Set([
    ...routes.map((r) => rowKey({ method: r.method, route: r.path })),
    ...functionRoutes.map((r) => rowKey({ fn: 'publicProvider', method: r.method, route: r.path })),
  ]);
  expect([...registered].filter((k) => !rows.has(k))).toEqual([]);
  expect([...rows].filter((k) => !registered.has(k))).toEqual([]);
});

describe.each(table.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', (_name, row) => {
  test.each(ACTORS.map((actor) => [actor, row.allowed.includes(actor)] as const))('as %s (allowed: %s)', async (actor, allowed) => {
    const params = row.setup ? await row.setup({ api, owner, client }) : {};
    const body = row.body?.(params);
    const res = await callers[actor].request(row.method, buildPath(row, params), body, row.headers?.(params));
    if (allowed) {
      expect({ status: res.status, body: res.status < 300 ? 'ok' : res.body }).toEqual({ status: expect.any(Number), body: 'ok' });
      return;
    }
    const status = expectedDenial(row, actor);
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({
      status,
      code: status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
    });
    if (status === 404 && Object.keys(params).length > 0) {
      // A record of someone else answers exactly like a record that does not exist.
      const missing = Object.fromEntries(Object.keys(params).map((k) => [k, NONEXISTENT_ID]));
      // Asked by an allowed caller of the same role, so that only the record differs.
      const probe = callers[row.allowed.find((a) => a !== 'anonymous') ?? 'owner'];
      const other = await probe.request(row.method, buildPath(row, missing), row.body?.(missing));
      expect(res.body).toEqual(other.body);
      expect(res.status).toBe(other.status);
    }
  });
});
