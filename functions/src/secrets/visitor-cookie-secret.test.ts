import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { visitorCookieSecret } from './visitor-cookie-secret';

test('locally a key is generated once under the data folder, private, and shared by later reads', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'devis-secret-'));
  const first = visitorCookieSecret({ DEVIS_DATA_DIR: dir });
  expect(first.length).toBe(32);
  expect(visitorCookieSecret({ DEVIS_DATA_DIR: dir }).equals(first)).toBe(true);
  const file = path.join(dir, 'secrets', 'visitor-cookie.key');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(visitorCookieSecret({ DEVIS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'devis-secret-')) }).equals(first)).toBe(false);
});

test('deployed, the Firebase secret is required and must be long enough', () => {
  const deployed = { K_SERVICE: 'publicprovider' };
  expect(() => visitorCookieSecret(deployed)).toThrow('VISITOR_COOKIE_SECRET is not set');
  expect(() => visitorCookieSecret({ ...deployed, VISITOR_COOKIE_SECRET: 'court' })).toThrow('at least 32 characters');
  const key = 'k'.repeat(48);
  expect(visitorCookieSecret({ ...deployed, VISITOR_COOKIE_SECRET: key }).toString()).toBe(key);
});
