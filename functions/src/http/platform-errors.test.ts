/**
 * The deployed shape: the real Functions Framework server (the one Cloud Functions v2 runs, with its body
 * parsers in front of our function), loaded through Node's own require as the platform loads it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPlatformErrorsInJson } from './platform-errors';

const nodeRequire = createRequire(__filename);
// The platform's main module (the `functions-framework` bin), beside the package's index.
const frameworkMain = path.join(path.dirname(nodeRequire.resolve('@google-cloud/functions-framework')), 'main.js');
type Framework = { http: (name: string, fn: (req: unknown, res: { json: (b: unknown) => void }) => void) => void };
type Testing = { getTestServer: (name: string) => Server };

let server: Server;
let baseUrl: string;
const reached: unknown[] = [];

beforeAll(async () => {
  expect(answerPlatformErrorsInJson(frameworkMain)).toBe(true);
  const framework = nodeRequire('@google-cloud/functions-framework') as Framework;
  const { getTestServer } = nodeRequire('@google-cloud/functions-framework/testing') as Testing;
  framework.http('api', (req, res) => {
    reached.push((req as { body: unknown }).body);
    res.json({ ok: true });
  });
  server = getTestServer('api');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => (reached.length = 0));
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function post(path: string, body: string | Buffer, contentType: string) {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: res.status, contentType: res.headers.get('content-type'), cacheControl: res.headers.get('cache-control'), text: await res.text() };
}

const FORBIDDEN = /<html|<pre|at \w+ \(|\/node_modules\/|\/work\/|SyntaxError|Unexpected token|password|secret123/i;

// What the framework lets through (e.g. a UTF-16 body, which it decodes) reaches our app, whose own 415/400
// are in bad-input.test.ts.
test.each([
  ['malformed JSON', '{"email":"a@b.fr","password":"secret123"', 'application/json', 400, 'VALIDATION_ERROR', 'Le corps de la requête est invalide'],
  ['a Latin-1 charset', Buffer.from('{"nom":"Hélène"}', 'latin1'), 'application/json; charset=latin1', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8'],
  // body-parser decodes any utf-*: a UTF-8 body labelled UTF-16 fails its parse, and the label is the fault.
  ['a UTF-8 body labelled UTF-16', '{"nom":"Hélène"}', 'application/json; charset=utf-16', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8'],
  ['a JSON body under a bogus encoding name', '{"a":1}', 'application/json; charset=klingon', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (application/json) encodé en UTF-8'],
])('the framework refuses %s: the caller gets our French JSON error, never an HTML page', async (_case, body, contentType, status, code, message) => {
  const res = await post('/api/auth/register-provider', body, contentType);
  expect(res.status).toBe(status);
  expect(res.contentType).toBe('application/json; charset=utf-8');
  expect(res.cacheControl).toBe('private, no-store');
  expect(JSON.parse(res.text)).toEqual({ error: { code, message } });
  expect(res.text).not.toMatch(FORBIDDEN);
  expect(reached).toEqual([]);
});

test('a bad % escape in the path is a French 400 too', async () => {
  const res = await fetch(`${baseUrl}/api/public/quotes/%E0%A4%A`);
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await res.json()).toEqual({ error: { code: 'BAD_URL', message: "L'adresse demandée est invalide" } });
});

test('a well-formed body still reaches the function, and the connection serves the next request', async () => {
  const res = await post('/api/x', '{"a":1}', 'application/json');
  expect(res.status).toBe(200);
  expect(reached).toEqual([{ a: 1 }]);
});
