/**
 * Every route, fed what a buggy client or an attacker sends: the answer is a JSON error with a French
 * message, never a 5xx, never yup's English defaults, and never a piece of the request echoed back.
 */
import { routes } from './routes';
import type { AnyRoute } from './route';
import { startTestApi, type ApiCaller, type ApiResponse, type TestApi } from '../test-support/test-api';

const SENTINEL = 'zq-secret-7731';
const ENGLISH = /\b(must|required|field|type|characters|least|most|valid|this|cannot|unexpected|error)\b|`/i;

let api: TestApi;
let callers: Record<AnyRoute['access'], ApiCaller>;

beforeAll(async () => {
  api = await startTestApi();
  const provider = await api.asProvider();
  callers = { public: api.anonymous(), any: provider, provider, client: await api.asClient() };
});
afterAll(() => api?.close());

const withBody = routes.filter((r) => r.method !== 'get' && r.method !== 'delete');
const pathOf = (r: AnyRoute) => `/api${r.path.replace(/:([A-Za-z]+)/g, 'abcdefghijklmnopqrstuvwx')}`;

function expectFrenchRefusal(res: ApiResponse, what: string) {
  const context = `${what} → ${res.status} ${JSON.stringify(res.body)}`;
  expect({ context, clientError: res.status >= 400 && res.status < 500 }).toEqual({ context, clientError: true });
  expect(res.headers.get('content-type')).toContain('application/json');
  const text = JSON.stringify(res.body);
  expect({ context, echoes: text.includes(SENTINEL) }).toEqual({ context, echoes: false });
  const messages = [res.body.error.message, ...Object.values(res.body.error.details ?? {})] as string[];
  for (const m of messages) expect({ context, english: ENGLISH.test(m) }).toEqual({ context, english: false });
}

const rawBodies: [string, string, string][] = [
  ['malformed JSON', 'application/json', `{"password":"${SENTINEL}",`],
  ['a JSON array', 'application/json', `["${SENTINEL}"]`],
  ['a JSON string', 'application/json', `"${SENTINEL}"`],
  ['a JSON number', 'application/json', '42'],
  ['JSON null', 'application/json', 'null'],
  ['plain text', 'text/plain', `{"password":"${SENTINEL}"}`],
  ['a form', 'application/x-www-form-urlencoded', `password=${SENTINEL}`],
  ['JSON in Latin-1', 'application/json; charset=latin1', `{"password":"${SENTINEL}"}`],
  ['JSON in UTF-16', 'application/json; charset=utf-16', `{"password":"${SENTINEL}"}`],
];

describe.each(withBody.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s', (_name, route) => {
  test.each(rawBodies)('refuses %s', async (what, contentType, body) => {
    const res = await callers[route.access].request(route.method, pathOf(route), body, { 'content-type': contentType });
    expectFrenchRefusal(res, what);
  });

  test('refuses a wrong type in any field', async () => {
    const fields = route.schema ? Object.keys(route.schema.fields) : [];
    for (const field of fields) {
      for (const value of [[SENTINEL], { toString: SENTINEL }, { a: SENTINEL }, 1e308, -1, true]) {
        const res = await callers[route.access].request(route.method, pathOf(route), { [field]: value });
        if (res.status < 300) continue; // coerced to something valid (true → 'true'): not an error
        expectFrenchRefusal(res, `${field}=${JSON.stringify(value)}`);
      }
    }
  });
});

test('bodies must say they are JSON: 415, whatever the body', async () => {
  const res = await api.anonymous().request('POST', '/api/auth/register-client', `{"password":"${SENTINEL}"}`, { 'content-type': 'text/plain' });
  expect(res.status).toBe(415);
  expect(res.body.error).toEqual({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8',
  });
});

test('a JSON body that is not an object is refused as such', async () => {
  const res = await api.anonymous().request('POST', '/api/auth/register-client', '[]', { 'content-type': 'application/json' });
  expect(res).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Le corps de la requête doit être un objet JSON' } } });
});

test('crafted list cursors answer 400, not 500', async () => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const cursors = ['eyJvIjoxZTIwfQ', b64({ o: -1 }), b64({ o: 'x' }), b64({ o: 1.5 }), b64([1, 2]), b64(null), b64({ l: 'x', r: [{ a: 1 }] }), '%%%', 'x'.repeat(700), b64({ o: 1e308 })];
  for (const cursor of cursors) {
    const res = await callers.provider.get(`/api/quotes?cursor=${encodeURIComponent(cursor)}`);
    expect({ cursor, status: res.status }).toEqual({ cursor, status: 400 });
    expectFrenchRefusal(res, `cursor ${cursor}`);
  }
});

test('a public token longer than any we make is refused in French', async () => {
  const long = 'x'.repeat(201);
  const view = await api.anonymous().get(`/api/public/quotes/${'a'.repeat(24)}?t=${long}`);
  expect(view).toMatchObject({ status: 400, body: { error: { message: 'Lien invalide ou expiré' } } });
  const accept = await api.anonymous().post(`/api/public/quotes/${'a'.repeat(24)}/reject`, { t: long });
  expect(accept).toMatchObject({ status: 400, body: { error: { message: 'Lien invalide ou expiré' } } });
});

test('an error carrying its own client status keeps it (a malformed URL is a 400, not a 500)', async () => {
  const res = await callers.provider.get('/api/quotes/%E0%A4%A');
  expect(res.status).toBe(400);
  expectFrenchRefusal(res, 'malformed URL');
});

test("a number or a list where text is expected answers 'Texte attendu', not the field's other messages", async () => {
  const provider = callers.provider;
  const message = await provider.post('/api/conversations/abcdefghijklmnopqrstuvwx/messages', { content: 123 });
  expect({ status: message.status, details: message.body.error?.details }).toEqual({ status: 400, details: { content: 'Texte attendu' } });
  const listed = await provider.post('/api/conversations/abcdefghijklmnopqrstuvwx/messages', { content: ['Bonjour'] });
  expect(listed.body.error?.details).toEqual({ content: 'Texte attendu' });
  const quote = await provider.post('/api/quotes', { title: 123 });
  expect({ status: quote.status, title: quote.body.error?.details?.title }).toEqual({ status: 400, title: 'Texte attendu' });
});
