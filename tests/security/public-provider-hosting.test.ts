/**
 * The publicProvider function as a browser reaches it: through Hosting's `/fn/public-provider` rewrite, with
 * the visitor cookie. The test stack runs with PUBLIC_PROVIDER on (functions/.env.demo-devis-test).
 */
import { api } from '../support/api';
import { createProvider } from '../support/accounts';
import { url } from '../support/stack';

let publicId = '';

beforeAll(async () => {
  const provider = await createProvider({ companyName: 'Atelier Réécriture' });
  await api('/api/services', { token: provider.token, body: { name: 'Diagnostic', unit_price_ht: 15000 } });
  ({ public_id: publicId } = await api<{ public_id: string }>('/api/profile/public-page', {
    method: 'PUT',
    token: provider.token,
    body: { enabled: true, mode: 'ACCESS_ON_EMAIL' },
  }));
});

const call = (search: string, init: RequestInit = {}) => fetch(url(`/fn/public-provider?${search}`), init);

test('the email gate sets the signed visitor cookie, and the cookie opens the page, through the rewrite', async () => {
  const closed = await call(`action=get_page&publicId=${publicId}`);
  expect(closed.status).toBe(401);
  expect(closed.headers.get('cache-control')).toBe('private, no-store');
  expect(await closed.json()).toEqual({ error: { code: 'EMAIL_REQUIRED', message: 'Email requis' } });

  const gate = await call('action=pre_access_email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ publicId, email: 'lea@exemple.fr' }) });
  expect(gate.status).toBe(200);
  const cookie = gate.headers.getSetCookie().find((c) => c.startsWith('__session='))!;
  for (const attribute of ['Path=/fn/public-provider', 'HttpOnly', 'SameSite=Lax']) expect(cookie.split('; ')).toContain(attribute);

  const open = await call(`action=get_page&publicId=${publicId}`, { headers: { cookie: cookie.split(';')[0]! } });
  expect(open.status).toBe(200);
  expect(open.headers.get('cache-control')).toBe('private, no-store');
  expect(((await open.json()) as { services: { name: string }[] }).services.map((s) => s.name)).toEqual(['Diagnostic']);
});

test('an unknown action is a JSON 404 from the function, not the app shell', async () => {
  const res = await call('action=nope');
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route introuvable' } });
});
