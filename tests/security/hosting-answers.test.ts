/**
 * What leaves Hosting (the test stack's hosting emulator, with firebase.json's rewrites and headers):
 * answers that belong to one caller are never cacheable, and bad input is refused without internals.
 */
import { api } from '../support/api';
import { createProvider, type TestAccount } from '../support/accounts';
import { url } from '../support/stack';

let provider: TestAccount;
let publicLink: URL;
let quoteId: string;

beforeAll(async () => {
  provider = await createProvider({ companyName: 'Atelier Cache' });
  const client = await api<{ id: string }>('/api/clients', { token: provider.token, body: { company_name: 'Client Cache' } });
  const quote = await api<{ id: string }>('/api/quotes', {
    token: provider.token,
    body: { client_id: client.id, title: 'Devis privé', lines: [{ description: 'Ligne', quantity: 1, unit_price_ht: 1000 }] },
  });
  quoteId = quote.id;
  const sent = await api<{ publicLink: string }>('/fn/sendQuote', { token: provider.token, body: { quoteId, sendToClientAccount: false } });
  publicLink = new URL(sent.publicLink);
});

const PRIVATE = 'private, no-store';
const cacheControl = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(url(path), init);
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('cache-control') };
};

test('public quote answers and their PDF are private, no-store', async () => {
  const publicId = publicLink.pathname.slice(1);
  const t = encodeURIComponent(publicLink.searchParams.get('t')!);
  expect(await cacheControl(`/api/public/quotes/${publicId}?t=${t}`)).toEqual({ status: 200, cacheControl: PRIVATE });
  expect(await cacheControl(`/api/public/quotes/${publicId}/pdf?t=${t}`)).toEqual({ status: 200, cacheControl: PRIVATE });
  expect(await cacheControl(`/api/public/c/quotes/${publicId}?t=${t}`)).toEqual({ status: 200, cacheControl: PRIVATE });
  expect(await cacheControl(`/api/public/quotes/${publicId}?t=faux`)).toEqual({ status: 404, cacheControl: PRIVATE });
});

test('every /api answer is private, no-store: signed-in reads, errors, unknown routes', async () => {
  const auth = { headers: { authorization: `Bearer ${provider.token}` } };
  expect(await cacheControl('/api/me', auth)).toEqual({ status: 200, cacheControl: PRIVATE });
  expect(await cacheControl(`/api/quotes/${quoteId}`, auth)).toEqual({ status: 200, cacheControl: PRIVATE });
  expect(await cacheControl('/api/quotes')).toEqual({ status: 401, cacheControl: PRIVATE });
  expect(await cacheControl('/api/nope')).toEqual({ status: 404, cacheControl: PRIVATE });
  const pdf = { method: 'POST', headers: { ...auth.headers, 'content-type': 'application/json', accept: 'application/pdf' }, body: JSON.stringify({ quoteId, format: 'pdf' }) };
  expect(await cacheControl('/fn/generateQuotePdf', pdf)).toEqual({ status: 200, cacheControl: PRIVATE });
});

test('every /api answer forbids MIME sniffing: JSON, errors, and a public PDF', async () => {
  const publicId = publicLink.pathname.slice(1);
  const t = encodeURIComponent(publicLink.searchParams.get('t')!);
  const auth = { headers: { authorization: `Bearer ${provider.token}` } };
  for (const [path, init] of [['/api/me', auth], ['/api/quotes', {}], ['/api/nope', {}], [`/api/public/quotes/${publicId}/pdf?t=${t}`, {}]] as const) {
    const res = await fetch(url(path), init);
    await res.arrayBuffer();
    expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
  }
});

test('static files keep their own caching', async () => {
  const importMap = (await (await fetch(url('/importmap.json'))).json()) as { imports: Record<string, string> };
  const app = Object.values(importMap.imports).find((u) => u.startsWith('/apps/'))!;
  expect(await cacheControl(app)).toEqual({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
  // The shell function's page and map: browsers revalidate every time (max-age=0), the CDN keeps them 30 s at most.
  expect((await cacheControl('/importmap.json')).cacheControl).toBe('public, max-age=0, s-maxage=30');
  expect((await cacheControl('/app/quotes')).cacheControl).toBe('public, max-age=0, s-maxage=30');
});

// The functions runtime parses the body before our code: these are refused there, and answered with our
// JSON by functions/src/http/platform-errors.ts (the deployed Functions Framework: platform-errors.test.ts).
test.each([
  ['/api/auth/register-client', 'malformed JSON', '{"password":"hunter2",', 'application/json', 400, 'Le corps de la requête est invalide'],
  ['/api/auth/register-client', 'a Latin-1 body', Buffer.from('{"password":"hunter2é"}', 'latin1'), 'application/json; charset=latin1', 415, 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8'],
  ['/fn/sendQuote', 'malformed JSON', '{"quoteId":', 'application/json', 400, 'Le corps de la requête est invalide'],
])('%s with %s: French JSON error, no stack trace, no path, no echo', async (path, _case, body, contentType, status, message) => {
  const res = await fetch(url(path), { method: 'POST', headers: { 'content-type': contentType }, body });
  const text = await res.text();
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe(PRIVATE);
  expect(JSON.parse(text)).toEqual({ error: { code: expect.any(String), message } });
  expect(text).not.toMatch(/at JSON\.parse|node_modules|\/work\/|SyntaxError|hunter2|<html|<pre/i);
});
