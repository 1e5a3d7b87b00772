/** The provider's public-page card: the switch, the access mode and the public id (spec 001 §4, §7, §8). */
import { isPublicId } from '@devis/domain';
import { startTestApi, type TestApi } from '../test-support/test-api';

let on: TestApi;
let off: TestApi;

beforeAll(async () => {
  [on, off] = await Promise.all([startTestApi({ publicProvider: true }), startTestApi({ publicProvider: false })]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

test('the public id is generated once: 24 lowercase letters and digits, then 409 "ID public existant"', async () => {
  const provider = await on.asProvider();
  const first = await provider.post('/api/profile/public-id');
  expect(first.status).toBe(201);
  expect(isPublicId(first.body.public_id)).toBe(true);
  expect(first.body.public_page_enabled).toBe(false);
  const second = await provider.post('/api/profile/public-id');
  expect(second).toMatchObject({ status: 409, body: { error: { code: 'PUBLIC_ID_EXISTS', message: 'ID public existant' } } });
  expect((await provider.get('/api/profile')).body.public_id).toBe(first.body.public_id);
});

test('two generations at once give one id', async () => {
  const provider = await on.asProvider();
  const results = await Promise.all(Array.from({ length: 6 }, () => provider.post('/api/profile/public-id')));
  expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  const winner = results.find((r) => r.status === 201)!;
  expect((await provider.get('/api/profile')).body.public_id).toBe(winner.body.public_id);
});

test('switching the page on gives it an address; the mode and switch change, the id never does', async () => {
  const provider = await on.asProvider();
  const enabled = await provider.put('/api/profile/public-page', { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' });
  expect(enabled).toMatchObject({ status: 200, body: { public_page_enabled: true, public_access_mode: 'DOWNLOAD_ON_EMAIL' } });
  const id = enabled.body.public_id;
  expect(isPublicId(id)).toBe(true);
  const disabled = await provider.put('/api/profile/public-page', { enabled: false, mode: 'ACCESS_ON_EMAIL' });
  expect(disabled.body).toMatchObject({ public_page_enabled: false, public_access_mode: 'ACCESS_ON_EMAIL', public_id: id });
  // The profile screen's save keeps the switch, the mode and the id, whatever it is sent.
  await provider.put('/api/profile', { company_name: 'Atelier Renommé', public_page_enabled: true, public_access_mode: 'DOWNLOAD_ON_EMAIL', public_id: 'b'.repeat(24) });
  expect((await provider.get('/api/profile')).body).toMatchObject({ public_page_enabled: false, public_access_mode: 'ACCESS_ON_EMAIL', public_id: id, company_name: 'Atelier Renommé' });
});

test('switching the page off before it has an id does not make one', async () => {
  const provider = await on.asProvider();
  const res = await provider.put('/api/profile/public-page', { enabled: false, mode: 'DOWNLOAD_ON_EMAIL' });
  expect(res.body).toMatchObject({ public_page_enabled: false, public_id: null, public_access_mode: 'DOWNLOAD_ON_EMAIL' });
});

test('bad settings are refused in French and change nothing', async () => {
  const provider = await on.asProvider();
  const refusals: [unknown, string][] = [
    [{ enabled: true, mode: 'OPEN' }, "Mode d'accès invalide"],
    [{ enabled: 'peut-être', mode: 'ACCESS_ON_EMAIL' }, 'Valeur invalide'],
    [{ mode: 'ACCESS_ON_EMAIL' }, 'Valeur invalide'],
    [{ enabled: true }, "Mode d'accès invalide"],
    [['x'], 'Le corps de la requête doit être un objet JSON'],
  ];
  for (const [body, message] of refusals) {
    expect(await provider.put('/api/profile/public-page', body)).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message } } });
  }
  const malformed = await provider.request('PUT', '/api/profile/public-page', '{"enabled": tru');
  expect(malformed).toMatchObject({ status: 400, body: { error: { message: 'Le corps de la requête est invalide' } } });
  expect((await provider.get('/api/profile')).body).toMatchObject({ public_page_enabled: false, public_id: null, public_access_mode: 'ACCESS_ON_EMAIL' });
});

test('with PUBLIC_PROVIDER off the settings routes answer 403 "Fonctionnalité désactivée" and change nothing', async () => {
  const provider = await off.asProvider();
  const denied = { status: 403, body: { error: { code: 'FEATURE_DISABLED', message: 'Fonctionnalité désactivée' } } };
  expect(await provider.put('/api/profile/public-page', { enabled: true, mode: 'ACCESS_ON_EMAIL' })).toMatchObject(denied);
  expect(await provider.post('/api/profile/public-id')).toMatchObject(denied);
  expect((await provider.get('/api/profile')).body).toMatchObject({ public_page_enabled: false, public_id: null });
});

test('the settings routes answer the profile as GET /api/profile shows it, without the directory fields stored beside it', async () => {
  const provider = await on.asProvider();
  // Saving the profile stores the directory's own fields (search tokens, services count) in the same document.
  expect((await provider.put('/api/profile', { company_name: 'Atelier Annuaire' })).status).toBe(200);
  const keys = Object.keys((await provider.get('/api/profile')).body).sort();
  expect(keys).not.toContain('search_tokens');
  const answers = [
    await provider.post('/api/profile/public-id'),
    await provider.put('/api/profile/public-page', { enabled: true, mode: 'DOWNLOAD_ON_EMAIL' }),
    await provider.put('/api/profile/reminders', { reminders_enabled: true, reminder_days_before: 4 }),
  ];
  for (const answer of answers) expect(Object.keys(answer.body).sort()).toEqual(keys);
});
